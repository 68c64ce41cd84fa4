import { parseHTML } from "linkedom";

/** The little of the DOM the page reader uses. linkedom's own types lean on the browser's DOM library, which the server does not load. */
export interface HtmlElement {
  getAttribute(name: string): string | null;
  readonly textContent: string | null;
}

export interface HtmlDocument {
  querySelector(selectors: string): HtmlElement | null;
  querySelectorAll(selectors: string): Iterable<HtmlElement>;
}

/** A parsed page: nothing in it runs (no scripts, no fetches), it is only read. */
export function parseDocument(html: string): HtmlDocument {
  return (parseHTML(html) as unknown as { document: HtmlDocument }).document;
}
