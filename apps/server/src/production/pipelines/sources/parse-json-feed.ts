import { isRecord, parseJson } from "./parse-json.ts";
import { checkItemCount, flatFields, itemKey, plainText, SourceError, type SourceItem } from "./source-item.ts";

const firstAuthor = (item: Record<string, unknown>) => {
  const authors = Array.isArray(item.authors) ? item.authors : [item.author];
  const author: unknown = authors[0];
  return isRecord(author) ? author.name : undefined;
};

/**
 * Reads a JSON Feed (1.0 or 1.1) into items: id, title, link, description, content, image,
 * author, published and tags. Keyed by `id` (which the format requires), else the URL.
 */
export function parseJsonFeed(text: string, keyField?: string): SourceItem[] {
  const feed = parseJson(text, "JSON feed");
  if (!isRecord(feed) || typeof feed.version !== "string" || !feed.version.startsWith("https://jsonfeed.org/version/"))
    throw new SourceError('This JSON is not a JSON Feed (no "version" naming jsonfeed.org).');
  if (!Array.isArray(feed.items)) throw new SourceError('The JSON feed has no "items" list.');
  checkItemCount(feed.items.length);
  return feed.items.map((item: unknown, index) => {
    if (!isRecord(item)) throw new SourceError(`The JSON feed's item ${index + 1} is not an object.`);
    const fields = flatFields({
      id: item.id,
      title: item.title,
      link: item.url ?? item.external_url,
      description: item.summary ?? (typeof item.content_text === "string" ? item.content_text : undefined),
      content: item.content_text ?? (typeof item.content_html === "string" ? plainText(item.content_html) : undefined),
      image: item.image ?? item.banner_image,
      author: firstAuthor(item),
      published: item.date_published,
      tags: Array.isArray(item.tags) ? item.tags.filter((tag) => typeof tag === "string").join(", ") : undefined,
    });
    return { key: itemKey(fields, ["id", "link"], keyField), fields };
  });
}
