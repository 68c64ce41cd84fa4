import { parseHTML } from "linkedom";

/** The little of the DOM the page reader uses. linkedom's own types lean on the browser's DOM library, which the server does not load. */
export interface HtmlElement {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly parentElement: HtmlElement | null;
  getAttribute(name: string): string | null;
  closest(selectors: string): HtmlElement | null;
  matches(selectors: string): boolean;
  querySelectorAll(selectors: string): Iterable<HtmlElement>;
  remove(): void;
}

export interface HtmlDocument {
  querySelector(selectors: string): HtmlElement | null;
  querySelectorAll(selectors: string): Iterable<HtmlElement>;
}

/**
 * A parsed page: nothing in it runs (no scripts, no fetches), it is only read. Markup without an
 * `<html>` element is given one, as a browser would: linkedom would make its first tag the root,
 * and Readability fails on a document without a body.
 */
export function parseDocument(html: string): HtmlDocument {
  const whole = /<html[\s>]/i.test(html) ? html : `<!doctype html><html><body>${html}</body></html>`;
  return (parseHTML(whole) as unknown as { document: HtmlDocument }).document;
}
