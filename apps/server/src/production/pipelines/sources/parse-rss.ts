import { attributeOf, childrenOf, parseXml, textOf, type XmlNode } from "./parse-xml.ts";
import { checkItemCount, flatFields, itemKey, plainText, SourceError, type SourceItem } from "./source-item.ts";

/** Keys tried in order when no key field is configured. */
const RSS_KEYS = ["guid", "link", "title"] as const;

const isImage = (node: XmlNode) => (attributeOf(node, "type") ?? attributeOf(node, "medium") ?? "image").startsWith("image");

/** The item's picture: an image enclosure, Media RSS content or thumbnail, or iTunes artwork. */
function imageOf(item: XmlNode): string | undefined {
  const candidates = [
    ...childrenOf(item, "enclosure").filter(isImage),
    ...childrenOf(item, "media:content").filter(isImage),
    ...childrenOf(item, "media:thumbnail"),
    ...childrenOf(item, "itunes:image"),
  ];
  return candidates.map((node) => attributeOf(node, "url") ?? attributeOf(node, "href")).find(Boolean);
}

const htmlText = (node: unknown) => {
  const text = textOf(node);
  return text === undefined ? undefined : plainText(text);
};

function rssItem(item: XmlNode): Record<string, string> {
  return flatFields({
    guid: textOf(item.guid),
    title: htmlText(item.title),
    link: textOf(childrenOf(item, "link")[0]),
    description: htmlText(item.description),
    content: htmlText(item["content:encoded"]),
    author: textOf(item.author) ?? textOf(item["dc:creator"]),
    published: isoDate(textOf(item.pubDate) ?? textOf(item["dc:date"])),
    categories: childrenOf(item, "category").map(textOf).filter(Boolean).join(", "),
    image: imageOf(item),
  });
}

/** An Atom entry's link: the alternate one (the default relation), else the first. */
function atomLink(entry: XmlNode, rel = "alternate"): string | undefined {
  const links = childrenOf(entry, "link");
  const chosen = links.find((link) => (attributeOf(link, "rel") ?? "alternate") === rel);
  return chosen ? attributeOf(chosen, "href") : undefined;
}

function atomEntry(entry: XmlNode): Record<string, string> {
  const enclosure = childrenOf(entry, "link").find((link) => attributeOf(link, "rel") === "enclosure" && isImage(link));
  return flatFields({
    id: textOf(entry.id),
    title: htmlText(entry.title),
    link: atomLink(entry),
    description: htmlText(entry.summary),
    content: htmlText(entry.content),
    author: textOf((entry.author as XmlNode | undefined)?.name),
    published: isoDate(textOf(entry.published) ?? textOf(entry.updated)),
    categories: childrenOf(entry, "category")
      .map((category) => attributeOf(category, "term"))
      .filter(Boolean)
      .join(", "),
    image: (enclosure && attributeOf(enclosure, "href")) ?? imageOf(entry),
  });
}

/** A feed's date as ISO 8601 when it can be read, else as written. */
function isoDate(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? text : new Date(time).toISOString();
}

/**
 * Reads an RSS 2.0 or Atom feed into items: title, link, description (as plain text), content,
 * author, published (ISO 8601), categories and image. Keyed by GUID (RSS) or id (Atom), else link.
 */
export function parseRss(text: string, keyField?: string): SourceItem[] {
  const document = parseXml(text);
  const rss = document.rss as XmlNode | undefined;
  const feed = document.feed as XmlNode | undefined;
  const rdf = document["rdf:RDF"] as XmlNode | undefined;
  let records: Record<string, string>[];
  let keys: readonly string[];
  if (rss || rdf) {
    const items = rss ? childrenOf(rss.channel, "item") : childrenOf(rdf, "item");
    checkItemCount(items.length);
    records = items.map(rssItem);
    keys = RSS_KEYS;
  } else if (feed) {
    const entries = childrenOf(feed, "entry");
    checkItemCount(entries.length);
    records = entries.map(atomEntry);
    keys = ["id", "link", "title"];
  } else throw new SourceError("This XML is neither an RSS nor an Atom feed (no <rss> or <feed> element).");
  return records.map((fields) => ({ key: itemKey(fields, keys, keyField), fields }));
}
