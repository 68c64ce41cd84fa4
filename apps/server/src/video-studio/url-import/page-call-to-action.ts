import type { HtmlDocument, HtmlElement } from "./html-document.ts";

/** Words a page's own button starts with, in the languages the planner reads. */
const ACTION =
  /^(?:buy|shop|order|pre-?order|book|get|start|try|sign up|subscribe|download|join|reserve|register|request|apply|donate|claim|grab|discover|explore|see|learn more|jetzt|kaufen|bestellen|buchen|entdecken|testen|herunterladen|anmelden|acheter|commander|réserver|découvrir|essayer|télécharger|comprar|pedir|reservar|descubr[ae]|prueba|descargar?|compre|peça|experimente|baixe|acquista|ordina|prenota|scopri|prova|scarica|koop|bestel|boek|ontdek|probeer|download)(?![\p{L}])/iu;
/** How sites mark a link or button as one: `btn`, `button`, `cta`, in a class or id. */
const MARKED = /(^|[\s_-])(btn|button|cta)([\s_-]|$)/i;
const BUTTON_WORDS = { min: 1, max: 5 };
const BUTTON_CHARACTERS = 30;

const clean = (text: string | null | undefined) => text?.replace(/\s+/g, " ").trim() ?? "";
const marked = (element: HtmlElement) =>
  element.tagName === "BUTTON" ||
  element.getAttribute("role") === "button" ||
  MARKED.test(`${element.getAttribute("class") ?? ""} ${element.getAttribute("id") ?? ""}`);

/**
 * The page's own call to action ("Buy now", "Jetzt bestellen"): the first link or button of its
 * content (furniture already taken out) that is marked as a button and says an action, else the
 * first that says one; its text as written and where it leads (an http(s) address, or null).
 */
export function findCallToAction(
  content: HtmlDocument,
  absolute: (href: string | null) => string | null,
): { text: string; url: string | null } | null {
  const candidates = [...content.querySelectorAll("a[href], button")].flatMap((element) => {
    const text = clean(element.textContent);
    const words = text.split(" ").length;
    if (!text || text.length > BUTTON_CHARACTERS || words < BUTTON_WORDS.min || words > BUTTON_WORDS.max || !ACTION.test(text)) return [];
    return [{ element, text }];
  });
  const chosen = candidates.find(({ element }) => marked(element)) ?? candidates[0];
  if (!chosen) return null;
  const href = chosen.element.tagName === "A" ? chosen.element.getAttribute("href") : null;
  return { text: chosen.text, url: href ? absolute(href) : null };
}
