import { safeFetch, type SafeFetchOptions } from "../../platform/net/safe-fetch.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { PageFacts } from "./page-facts.ts";

/** A page larger than this is not a product or article page a video is made from. */
const MAX_PAGE_BYTES = 5 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 15_000;

/**
 * Fetches a user's URL with the safe fetcher (public http(s) addresses only, checked at connect
 * time and on every redirect, capped in size and time) and reads its facts. Only HTML is read.
 */
export async function fetchPageFacts(
  url: string,
  options: Pick<SafeFetchOptions, "allowLoopbackForTests" | "lookup" | "signal"> = {},
): Promise<PageFacts> {
  const page = await safeFetch(url, {
    ...options,
    maxBytes: MAX_PAGE_BYTES,
    timeoutMs: PAGE_TIMEOUT_MS,
    accept: "text/html,application/xhtml+xml",
  });
  const type = page.contentType?.split(";")[0]?.trim().toLowerCase();
  if (type !== "text/html" && type !== "application/xhtml+xml")
    throw new DomainError("unprocessable", "not_a_page", `That address answers with ${type ?? "no type"}, not a web page.`, {
      url: "Give the address of a web page.",
    });
  // The page reader (linkedom, Readability) loads with the first page read, not with every start.
  const { extractPage } = await import("./extract-page.ts");
  return extractPage(page.body.toString("utf8"), page.url);
}
