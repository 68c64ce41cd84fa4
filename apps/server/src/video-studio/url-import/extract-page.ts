import { Readability } from "@mozilla/readability";
import { colord } from "colord";
import { fitText } from "../planner/text-units.ts";
import { parseDocument, type HtmlDocument as Doc } from "./html-document.ts";
import { productFromJsonLd, type JsonLdFacts } from "./json-ld.ts";
import { removeBoilerplate } from "./page-boilerplate.ts";
import type { PageFacts, PageImage } from "./page-facts.ts";
import { findCallToAction } from "./page-call-to-action.ts";
import { findLogo, isLogoImage } from "./page-logo.ts";

const MAIN_TEXT_CHARS = 4000;
const MAX_IMAGES = 24;
/** Pictures smaller than this on their longest side are icons, spacers and tracking pixels. */
const MIN_IMAGE_SIDE = 200;
/** Longer addresses are refused by the answer's schema (page-facts.ts); no picture worth a scene has one. */
const MAX_URL_LENGTH = 2048;

const clean = (text: string | null | undefined) => text?.replace(/\s+/g, " ").trim() || null;
/** What a page says, within the length its field in the answer allows (page-facts.ts): a real page can say anything at any length. */
const fitted = (text: string | null | undefined, max: number) => (text ? fitText(text, max) : null);
const meta = (doc: Doc, ...names: string[]) => {
  for (const name of names) {
    const value = clean(doc.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute("content"));
    if (value) return value;
  }
  return null;
};

/** An http(s) URL made absolute against the page, or null for anything else (data:, javascript:, junk). */
function absolute(href: string | null | undefined, base: string): string | null {
  if (!href || href.length > MAX_URL_LENGTH) return null;
  try {
    const url = new URL(href.trim(), base);
    return (url.protocol === "http:" || url.protocol === "https:") && url.href.length <= MAX_URL_LENGTH ? url.href : null;
  } catch {
    return null;
  }
}

/** A declared side in pixels: a number of at most six digits (twenty say nothing), 0 included (a hidden tracker). */
const declaredSide = (value: string | null | undefined) => (value && /^\d{1,6}$/.test(value.trim()) ? Number(value) : null);
/** A side as the answer gives it: a picture has none of 0 pixels. */
const side = (value: number | null) => (value ? value : null);

/**
 * The page's pictures, best first. `doc` has had its furniture taken out, so a menu's promotion
 * or a footer's payment badges are not offered; logos are never offered as photos.
 */
function pageImages(
  doc: Doc,
  base: string,
  product: JsonLdFacts["product"],
  site: { name: string | null; logo: string | null },
): PageImage[] {
  const found: PageImage[] = [];
  const ogImage = absolute(meta(doc, "og:image", "og:image:url", "twitter:image"), base);
  if (ogImage)
    found.push({
      url: ogImage,
      alt: fitted(meta(doc, "og:image:alt"), 500),
      width: side(declaredSide(meta(doc, "og:image:width"))),
      height: side(declaredSide(meta(doc, "og:image:height"))),
      from: "open-graph",
    });
  for (const src of product?.images ?? []) {
    const url = absolute(src, base);
    if (url) found.push({ url, alt: fitted(product?.name, 500), width: null, height: null, from: "product" });
  }
  const inPage = [...doc.querySelectorAll("img")]
    .filter((img) => !isLogoImage(img, base, site.name))
    .flatMap((img) => {
      const url = absolute(img.getAttribute("src") ?? img.getAttribute("data-src"), base);
      if (!url || /\.svg(\?|$)/i.test(url)) return [];
      const width = declaredSide(img.getAttribute("width"));
      const height = declaredSide(img.getAttribute("height"));
      // Declared too small to be a picture worth a scene; undeclared sizes get the benefit of the doubt.
      if (Math.max(width ?? MIN_IMAGE_SIDE, height ?? MIN_IMAGE_SIDE) < MIN_IMAGE_SIDE) return [];
      const image: PageImage = {
        url,
        alt: fitted(clean(img.getAttribute("alt")), 500),
        width: side(width),
        height: side(height),
        from: "page",
      };
      return [image];
    })
    .sort((a, b) => (b.width ?? 0) * (b.height ?? 0) - (a.width ?? 0) * (a.height ?? 0));
  const seen = new Set<string>();
  if (site.logo) seen.add(site.logo);
  return [...found, ...inPage].filter((image) => !seen.has(image.url) && seen.add(image.url)).slice(0, MAX_IMAGES);
}

/** The theme colour in any CSS notation (`#0e7c66`, `#abc`, `rgb(…)`, `hsl(…)`), as opaque `#rrggbb`. */
function themeColor(doc: Doc): string | null {
  const color = colord(meta(doc, "theme-color") ?? "");
  return color.isValid() ? color.alpha(1).toHex() : null;
}

/** "Trail Runner 2 – Northwind Outfitters" is the page "Trail Runner 2" of the site "Northwind Outfitters". */
function withoutSiteName(title: string | null, siteName: string | null): string | null {
  if (!title || !siteName || !title.toLowerCase().endsWith(siteName.toLowerCase())) return title;
  const page = /^(.+?)\s*[-–—|·:]\s*$/.exec(title.slice(0, -siteName.length));
  return page ? page[1]! : title;
}

/**
 * The facts a video can be made from, read from a page's HTML: title and description (Open Graph
 * first), the readable main text (Readability), images ranked (the page's chosen share image and
 * product photos first, then its own pictures by size), logo, product name and price (JSON-LD
 * `Product`), its theme colour, and its own call to action (its first button that says an
 * action, "Buy now"). Read as a person reads: cookie banners, navigation, footers
 * and newsletter boxes are skipped, and the logo is the logo, never one of the photos. Nothing
 * on the page runs: it is parsed, never executed.
 */
export function extractPage(html: string, url: string): PageFacts {
  const doc = parseDocument(html);
  const jsonLd = productFromJsonLd(
    [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ""),
  );
  const siteName = meta(doc, "og:site_name", "application-name") ?? jsonLd.brand;
  const title =
    meta(doc, "og:title", "twitter:title") ??
    withoutSiteName(clean(doc.querySelector("title")?.textContent), siteName) ??
    clean(doc.querySelector("h1")?.textContent) ??
    new URL(url).hostname;
  const description = meta(doc, "og:description", "description", "twitter:description");
  // The logo usually sits in the header, which is set aside with the rest of the furniture.
  const logo = findLogo(doc, url, siteName, jsonLd.logo, (href) => absolute(href, url));
  // The content without the furniture, on a copy: Readability changes the document it reads,
  // so the pictures are read first.
  const content = parseDocument(html);
  removeBoilerplate(content);
  const images = pageImages(content, url, jsonLd.product, { name: siteName, logo });
  const callToAction = findCallToAction(content, (href) => absolute(href, url));
  // linkedom's document stands in for the browser's. The cast matters only where the DOM library
  // is loaded too (the benchmarks run the server in-process), so the server's own lint calls it unnecessary.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const article = new Readability(content as unknown as ConstructorParameters<typeof Readability>[0]).parse();
  return {
    url,
    title: fitText(title, 200),
    description: description && fitText(description, 500),
    siteName: fitted(siteName, 200),
    mainText: clean(article?.textContent)?.slice(0, MAIN_TEXT_CHARS) ?? null,
    images,
    logo,
    product: jsonLd.product && {
      name: fitText(jsonLd.product.name, 200),
      price: fitted(jsonLd.product.price, 40),
      brand: fitted(jsonLd.brand, 200),
    },
    brandColor: themeColor(doc),
    callToAction,
  };
}
