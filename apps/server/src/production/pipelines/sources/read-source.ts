import { FetchFailedError, safeFetch, UnsafeUrlError, type SafeFetchOptions } from "../../../platform/net/safe-fetch.ts";
import { parseCatalogue } from "./parse-catalogue.ts";
import { parseCsv } from "./parse-csv.ts";
import { parseJsonFeed } from "./parse-json-feed.ts";
import { parseRss } from "./parse-rss.ts";
import { SourceError, type SourceItem } from "./source-item.ts";
import type { SourceSettings } from "./source-settings.ts";

/** A feed, CSV or catalogue larger than this is refused (about 5,000 rich items). */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const SOURCE_TIMEOUT_MS = 30_000;

const ACCEPT: Record<Exclude<SourceSettings["kind"], "inbound">, string> = {
  rss: "application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5",
  json_feed: "application/feed+json, application/json;q=0.9, */*;q=0.5",
  csv: "text/csv, text/plain;q=0.9, */*;q=0.5",
  catalogue: "application/xml, application/json, text/xml;q=0.9, */*;q=0.5",
};

export type SourceFetchOptions = Pick<SafeFetchOptions, "allowLoopbackForTests" | "lookup" | "signal">;

/** Fetches a source's text through the safe fetcher; a refusal or failure is a `SourceError` saying why. */
async function fetchText(url: string, accept: string, options: SourceFetchOptions): Promise<string> {
  try {
    const fetched = await safeFetch(url, { ...options, maxBytes: MAX_SOURCE_BYTES, timeoutMs: SOURCE_TIMEOUT_MS, accept });
    return fetched.body.toString("utf8");
  } catch (error) {
    if (error instanceof UnsafeUrlError || error instanceof FetchFailedError) throw new SourceError(error.message);
    throw error;
  }
}

/** Parses a source's text by its kind. */
export function parseSource(kind: Exclude<SourceSettings["kind"], "inbound">, text: string, keyField?: string): SourceItem[] {
  if (kind === "rss") return parseRss(text, keyField);
  if (kind === "json_feed") return parseJsonFeed(text, keyField);
  if (kind === "csv") return parseCsv(text, keyField);
  return parseCatalogue(text, keyField);
}

/**
 * Reads every item a source holds now: fetched by URL (safe fetcher, size and time capped) or,
 * for an uploaded CSV, from its stored text. Inbound sources hold nothing to read: their items are pushed.
 */
export async function readSource(source: SourceSettings, options: SourceFetchOptions): Promise<SourceItem[]> {
  if (source.kind === "inbound") return [];
  const text = source.kind === "csv" && source.csv !== undefined ? source.csv : await fetchText(source.url!, ACCEPT[source.kind], options);
  return parseSource(source.kind, text, source.key_field);
}
