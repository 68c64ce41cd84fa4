import type { HtmlDocument, HtmlElement } from "./html-document.ts";

const mentionsLogo = (element: HtmlElement | null) =>
  !!element && /logo/i.test(["src", "alt", "class", "id"].map((name) => element.getAttribute(name) ?? "").join(" "));

/** A link to the site's home page ("/", "./" or the bare origin), where sites put their logo. */
function linksHome(link: HtmlElement | null, pageUrl: string): boolean {
  const href = link?.getAttribute("href");
  if (!href) return false;
  try {
    const target = new URL(href, pageUrl);
    return target.origin === new URL(pageUrl).origin && (target.pathname === "/" || target.pathname === "");
  } catch {
    return false;
  }
}

/**
 * Whether a picture on the page is the site's logo rather than a photo: it says so (its file
 * name, alt text, class or id, or its link's, mention "logo"), it is the picture of the home link
 * in the site's header, or its alt text is the site's name.
 */
export function isLogoImage(img: HtmlElement, pageUrl: string, siteName: string | null): boolean {
  const link = img.closest("a");
  const alt = img.getAttribute("alt")?.trim().toLowerCase();
  return (
    mentionsLogo(img) ||
    mentionsLogo(link) ||
    (linksHome(link, pageUrl) && !!img.closest("header, nav, [role=banner]")) ||
    (!!siteName && alt === siteName.toLowerCase())
  );
}

/**
 * The site's logo, best first: the publisher's logo in JSON-LD, the page's own logo picture, then
 * its touch icon and icon (small, but the site's mark). Read before the page's header is set aside.
 */
export function findLogo(
  doc: HtmlDocument,
  pageUrl: string,
  siteName: string | null,
  jsonLdLogo: string | null,
  absolute: (href: string | null | undefined) => string | null,
): string | null {
  const pictured = [...doc.querySelectorAll("img")].find((img) => isLogoImage(img, pageUrl, siteName));
  const icons = ['link[rel~="apple-touch-icon"]', 'link[rel~="icon"]'].map((selector) => doc.querySelector(selector)?.getAttribute("href"));
  return [jsonLdLogo, pictured?.getAttribute("src"), ...icons].map(absolute).find(Boolean) ?? null;
}
