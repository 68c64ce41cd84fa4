import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FeedEntry {
  guid: string;
  title: string;
  description?: string;
  link?: string;
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An RSS 2.0 document of `entries`, as a news site serves it. */
export function rssFeed(entries: FeedEntry[], title = "Loopback News"): string {
  const items = entries
    .map(
      (entry) => `    <item>
      <title>${escape(entry.title)}</title>
      <guid isPermaLink="false">${escape(entry.guid)}</guid>
      <link>${escape(entry.link ?? `https://news.example/${encodeURIComponent(entry.guid)}`)}</link>
      <description>${escape(entry.description ?? "")}</description>
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n  <channel>\n    <title>${escape(title)}</title>\n${items}\n  </channel>\n</rss>\n`;
}

/** `count` numbered news items: a headline, two sentences and a call to action each. */
export const newsEntries = (count: number, prefix = "story"): FeedEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    guid: `${prefix}-${index + 1}`,
    title: `Story ${index + 1}: the spring range lands`,
    description: `Twelve new trail shoes arrive in ${index % 7} stores this week. Each pair weighs 230 g. Visit northwind.example to book a fitting.`,
  }));

/**
 * A loopback HTTP server serving one feed at `/feed.xml` (and anything else set with `serve`),
 * counting the requests, for pipeline tests, end-to-end journeys and benchmarks.
 */
export async function startFeedServer(feed: string, type = "application/rss+xml") {
  const files = new Map<string, { body: string; type: string }>([["/feed.xml", { body: feed, type }]]);
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests++;
    const file = files.get(request.url ?? "");
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { "content-type": file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/feed.xml`,
    origin,
    requests: () => requests,
    /** Serves `body` at `path` from now on. */
    serve(path: string, body: string, contentType = type) {
      files.set(path, { body, type: contentType });
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
