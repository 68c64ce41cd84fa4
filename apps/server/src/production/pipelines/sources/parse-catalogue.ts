import { isRecord, parseJson } from "./parse-json.ts";
import { childrenOf, parseXml, textOf, type XmlNode } from "./parse-xml.ts";
import { checkItemCount, flatFields, itemKey, plainText, SourceError, type SourceItem } from "./source-item.ts";

const PRODUCT_KEYS = ["id", "sku", "link"] as const;

/** A Google Merchant product (`g:` fields) as flat fields; the `g:` prefix is dropped, `image_link` is `image`. */
function merchantProduct(entry: XmlNode): Record<string, unknown> {
  const fields: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(entry)) {
    if (!name.startsWith("g:")) continue;
    const field = name.slice(2);
    if (field === "additional_image_link") fields.additional_images = childrenOf(entry, name).map(textOf).join(", ");
    else fields[field] = textOf(value);
  }
  return {
    ...fields,
    title: fields.title ?? textOf(entry.title),
    description: plainText(fields.description ?? textOf(entry.description) ?? textOf(entry.summary) ?? ""),
    link: fields.link ?? textOf(childrenOf(entry, "link")[0]),
    image: fields.image_link,
  };
}

/** Google Merchant feeds: RSS 2.0 items or Atom entries carrying `g:` fields. */
function parseMerchantXml(text: string): Record<string, unknown>[] {
  const document = parseXml(text);
  const rss = document.rss as XmlNode | undefined;
  const entries = rss ? childrenOf(rss.channel, "item") : childrenOf(document.feed, "entry");
  if (!rss && !document.feed) throw new SourceError("This XML is not a Google Merchant feed (no <rss> or <feed> element).");
  checkItemCount(entries.length);
  return entries.map(merchantProduct);
}

/** A Shopify-style product: its first variant gives the price and SKU, its first image the picture. */
function shopifyProduct(product: Record<string, unknown>, index: number): Record<string, unknown> {
  if (product.id === undefined) throw new SourceError(`The catalogue's product ${index + 1} has no "id".`);
  const variants = Array.isArray(product.variants) ? product.variants.filter(isRecord) : [];
  const images = Array.isArray(product.images) ? product.images.filter(isRecord) : [];
  const variant = variants[0] ?? {};
  const image = isRecord(product.image) ? product.image : images[0];
  return {
    id: product.id,
    title: product.title,
    description: typeof product.body_html === "string" ? plainText(product.body_html) : product.description,
    handle: product.handle,
    brand: product.vendor,
    product_type: product.product_type,
    tags: Array.isArray(product.tags) ? product.tags.join(", ") : product.tags,
    price: variant.price,
    compare_at_price: variant.compare_at_price,
    sku: variant.sku,
    image: image?.src,
    link: product.url,
  };
}

function parseShopifyJson(text: string): Record<string, unknown>[] {
  const catalogue = parseJson(text, "catalogue");
  const products = isRecord(catalogue) ? catalogue.products : catalogue;
  if (!Array.isArray(products)) throw new SourceError('This JSON is not a product catalogue (no "products" list).');
  checkItemCount(products.length);
  return products.map((product: unknown, index) => {
    if (!isRecord(product)) throw new SourceError(`The catalogue's product ${index + 1} is not an object.`);
    return shopifyProduct(product, index);
  });
}

/**
 * Reads a product catalogue: a Google Merchant feed (XML with `g:` fields) or Shopify-style
 * products JSON (`{ "products": [...] }`), told apart by their first character. Every product
 * gets id, title, description, price, brand, image and link where the source has them.
 */
export function parseCatalogue(text: string, keyField?: string): SourceItem[] {
  const products = text.trimStart().startsWith("<") ? parseMerchantXml(text) : parseShopifyJson(text);
  return products.map((product) => {
    const fields = flatFields(product);
    return { key: itemKey(fields, PRODUCT_KEYS, keyField), fields };
  });
}
