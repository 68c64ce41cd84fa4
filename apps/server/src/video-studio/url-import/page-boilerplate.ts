import type { HtmlDocument, HtmlElement } from "./html-document.ts";

/** The page's furniture by its own markup: navigation, the site's header and footer, dialogs and side notes. */
const FURNITURE = [
  "nav",
  "footer",
  "aside",
  "dialog",
  "[role=navigation]",
  "[role=banner]",
  "[role=contentinfo]",
  "[role=dialog]",
  "[role=alertdialog]",
  "[aria-modal=true]",
].join(", ");

/** Names sites give their cookie and consent banners, newsletter boxes and menus (consent tools included). */
const FURNITURE_NAMES =
  /cookie|consent|gdpr|onetrust|newsletter|subscribe|sign-?up|popup|modal|breadcrumb|(^|[\s_-])(menu|nav|navbar|footer)([\s_-]|$)/i;

const namedAsFurniture = (element: HtmlElement) =>
  FURNITURE_NAMES.test(`${element.getAttribute("id") ?? ""} ${element.getAttribute("class") ?? ""}`);

/** The site's own header: one outside the article (an article's header holds its title, which stays). */
const isSiteHeader = (element: HtmlElement) => element.tagName === "HEADER" && !element.parentElement?.closest("article, main");

/** A form that asks for an email address is a newsletter or sign-in box, not what the page is about. */
const isEmailForm = (element: HtmlElement) =>
  element.tagName === "FORM" && [...element.querySelectorAll("input")].some((input) => input.getAttribute("type") === "email");

/** A wrapper around the main content (a `has-nav` layout class, a header holding the h1) is never furniture. */
const holdsContent = (element: HtmlElement) => [...element.querySelectorAll("main, article, h1")].length > 0;

/**
 * Takes out what a person skips when reading a page: cookie and consent banners, navigation,
 * the site's header and footer, newsletter forms, dialogs. The main content is never inside
 * them, so its text and pictures are what is left. The document is changed in place.
 */
export function removeBoilerplate(doc: HtmlDocument): void {
  const furniture = [...doc.querySelectorAll("body *")].filter(
    (element) =>
      !["MAIN", "ARTICLE"].includes(element.tagName) &&
      (element.matches(FURNITURE) || namedAsFurniture(element) || isSiteHeader(element) || isEmailForm(element)) &&
      !holdsContent(element),
  );
  for (const element of furniture) element.remove();
}
