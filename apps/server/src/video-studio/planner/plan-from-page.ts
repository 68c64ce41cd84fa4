import type { Content } from "@framewise/scene";
import type { PageFacts } from "../url-import/page-facts.ts";
import { planDocument, plannedScene as scene, type PlanOptions, type SceneInput } from "./plan-document.ts";
import { asHeadline, fitText, textUnits } from "./text-units.ts";

/** The call-to-action layout's button holds this many characters. */
const BUTTON_LENGTH = 24;
/** Photo scenes at most, so a page with fifty pictures still makes a short video. */
const MAX_PHOTO_SCENES = 4;

const text = (value: string | null | undefined, max: number) => (value ? { text: fitText(value, max) } : undefined);

/**
 * The deterministic planner for a web page: the facts the user kept (title, description, text,
 * the images they picked, in their order, product and price) become a title scene, a product
 * scene when there is a price, a photo scene per picked image captioned by the page's sentences,
 * and a call to action: the page's own button and where it leads, else a generic one pointing at the site. The logo is never a scene's photo: it goes in the
 * brand kit with the page's colour (`url-import/with-page-import.ts`), and every logo slot wears it.
 */
export function planFromPage(page: PageFacts, images: string[], options: PlanOptions): Content {
  const host = new URL(page.url).hostname.replace(/^www\./, "");
  const sentences = textUnits([page.description, page.mainText].filter(Boolean).join("\n")).flatMap((unit) =>
    unit.kind === "sentence" ? [unit.text] : unit.items,
  );
  const scenes: SceneInput[] = [
    scene(
      "title",
      {
        kicker: text(page.siteName, 40),
        headline: text(page.title, 80),
        subtitle: text(page.description, 140),
      },
      page.title,
    ),
  ];
  const picked = images.filter((src) => src !== page.logo);
  const photos = [...picked];
  if (page.product?.price && photos.length) {
    const detail = sentences.shift();
    scenes.push(
      scene(
        "product",
        {
          image: { src: photos.shift()! },
          name: text(page.product.name, 60),
          price: text(page.product.price, 20),
          detail: text(detail, 120),
        },
        `${page.product.name}, ${page.product.price}.`,
      ),
    );
  }
  for (const src of photos.slice(0, MAX_PHOTO_SCENES)) {
    const line = sentences.shift() ?? page.title;
    scenes.push(scene("headline-image", { image: { src }, headline: text(asHeadline(line), 70) }, line));
  }
  if (!picked.length)
    for (const line of sentences.splice(0, 3)) scenes.push(scene("title", { headline: text(asHeadline(line), 80) }, line));
  // The page's own button when it has one ("Jetzt bestellen"), leading where it leads; else a generic one.
  const own = page.callToAction;
  const link = own?.url ? new URL(own.url).hostname.replace(/^www\./, "") : host;
  const call = page.product ? `Get the ${page.product.name}` : `Read more on ${page.siteName ?? host}`;
  const button = own ? fitText(own.text, BUTTON_LENGTH) : page.product ? "Shop now" : "Learn more";
  scenes.push(
    scene(
      "call-to-action",
      { headline: text(call, 60), button: { text: button }, link: text(link, 60) },
      own ? `${button}: ${link}.` : `${call} at ${link}.`,
    ),
  );
  return planDocument({ title: fitText(page.title, 80) }, scenes, options);
}
