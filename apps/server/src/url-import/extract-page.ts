import { Readability } from "@mozilla/readability";
import { fitText } from "../planner/text-units.ts";
import { parseDocument, type HtmlDocument as Doc } from "./html-document.ts";
import { productFromJsonLd, type JsonLdFacts } from "./json-ld.ts";
import type { PageFacts, PageImage } from "./page-facts.ts";

const MAIN_TEXT_CHARS = 4000;
const MAX_IMAGES = 24;
/** Pictures smaller than this on their longest side are icons, spacers and tracking pixels. */
const MIN_IMAGE_SIDE = 200;

const clean = (text: string | null | undefined) => text?.replace(/\s+/g, " ").trim() || null;
const meta = (doc: Doc, ...names: string[]) => {
  for (const name of names) {
    const value = clean(doc.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute("content"));
    if (value) return value;
  }
  return null;
};

/** An http(s) URL made absolute against the page, or null for anything else (data:, javascript:, junk). */
function absolute(href: string | null | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

const number = (value: string | null | undefined) => (value && /^\d+$/.test(value.trim()) ? Number(value) : null);

function pageImages(doc: Doc, base: string, product: JsonLdFacts["product"]): PageImage[] {
  const found: PageImage[] = [];
  const ogImage = absolute(meta(doc, "og:image", "og:image:url", "twitter:image"), base);
  if (ogImage)
    found.push({
      url: ogImage,
      alt: meta(doc, "og:image:alt"),
      width: number(meta(doc, "og:image:width")),
      height: number(meta(doc, "og:image:height")),
      from: "open-graph",
    });
  for (const src of product?.images ?? []) {
    const url = absolute(src, base);
    if (url) found.push({ url, alt: product?.name ?? null, width: null, height: null, from: "product" });
  }
  const inPage = [...doc.querySelectorAll("img")]
    .map((img) => ({
      url: absolute(img.getAttribute("src") ?? img.getAttribute("data-src"), base),
      alt: clean(img.getAttribute("alt")),
      width: number(img.getAttribute("width")),
      height: number(img.getAttribute("height")),
      from: "page",
    }))
    .filter((image): image is PageImage => image.url !== null && !/\.svg(\?|$)/i.test(image.url))
    // Declared too small to be a picture worth a scene; undeclared sizes get the benefit of the doubt.
    .filter((image) => Math.max(image.width ?? MIN_IMAGE_SIDE, image.height ?? MIN_IMAGE_SIDE) >= MIN_IMAGE_SIDE)
    .sort((a, b) => (b.width ?? 0) * (b.height ?? 0) - (a.width ?? 0) * (a.height ?? 0));
  const seen = new Set<string>();
  return [...found, ...inPage].filter((image) => !seen.has(image.url) && seen.add(image.url)).slice(0, MAX_IMAGES);
}

function logoOf(doc: Doc, base: string, jsonLdLogo: string | null): string | null {
  const icon = [...doc.querySelectorAll('link[rel~="apple-touch-icon"], link[rel~="icon"]')]
    .map((link) => link.getAttribute("href"))
    .find(Boolean);
  return absolute(jsonLdLogo, base) ?? absolute(icon, base);
}

function themeColor(doc: Doc): string | null {
  const value = meta(doc, "theme-color")?.toLowerCase() ?? "";
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : null;
}

/**
 * The facts a video can be made from, read from a page's HTML: title and description (Open Graph
 * first), the readable main text (Readability), images ranked (the page's chosen share image and
 * product photos first, then its own pictures by size), logo, product name and price (JSON-LD
 * `Product`), and its theme colour. Nothing on the page runs: it is parsed, never executed.
 */
export function extractPage(html: string, url: string): PageFacts {
  const doc = parseDocument(html);
  const jsonLd = productFromJsonLd(
    [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ""),
  );
  const title =
    meta(doc, "og:title", "twitter:title") ??
    clean(doc.querySelector("title")?.textContent) ??
    clean(doc.querySelector("h1")?.textContent) ??
    new URL(url).hostname;
  const description = meta(doc, "og:description", "description", "twitter:description");
  // Readability changes the document it reads, so it gets its own copy, after the rest is read.
  const article = new Readability(parseDocument(html)).parse();
  return {
    url,
    title: fitText(title, 200),
    description: description && fitText(description, 500),
    siteName: meta(doc, "og:site_name", "application-name") ?? jsonLd.brand,
    mainText: clean(article?.textContent)?.slice(0, MAIN_TEXT_CHARS) ?? null,
    images: pageImages(doc, url, jsonLd.product),
    logo: logoOf(doc, url, jsonLd.logo),
    product: jsonLd.product && { name: jsonLd.product.name, price: jsonLd.product.price, brand: jsonLd.brand },
    brandColor: themeColor(doc),
  };
}
