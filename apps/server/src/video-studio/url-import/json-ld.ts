/** What JSON-LD blocks say about a product and its maker. */
export interface JsonLdFacts {
  product: { name: string; price: string | null; images: string[] } | null;
  brand: string | null;
  logo: string | null;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const types = (node: Node) => [node["@type"]].flat().filter((t): t is string => typeof t === "string");
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
const nameOf = (value: unknown) => text(value) ?? (isNode(value) ? text(value.name) : null);
const urlOf = (value: unknown): string | null =>
  text(value) ?? (isNode(value) ? text(value.url) : Array.isArray(value) ? urlOf(value[0]) : null);

/** Every object in the blocks, through arrays and `@graph`, without following anything outside them. */
function nodes(blocks: string[]): Node[] {
  const all: Node[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 8) return;
    if (Array.isArray(value)) value.forEach((item) => visit(item, depth + 1));
    else if (isNode(value)) {
      all.push(value);
      visit(value["@graph"], depth + 1);
    }
  };
  for (const block of blocks) {
    try {
      visit(JSON.parse(block), 0);
    } catch {
      // A broken block on someone else's page is theirs to fix; the others still count.
    }
  }
  return all;
}

const CURRENCY_SIGNS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥" };

/** "€129", "$19.99", or "129 CHF" from an Offer (or the first of several). */
function priceOf(offers: unknown): string | null {
  const offer = [offers].flat().find(isNode);
  if (!offer) return null;
  const value = offer.price ?? offer.lowPrice;
  const amount = typeof value === "number" ? String(value) : text(value);
  if (!amount) return null;
  const currency = text(offer.priceCurrency)?.toUpperCase();
  if (!currency) return amount;
  const sign = CURRENCY_SIGNS[currency];
  return sign ? `${sign}${amount}` : `${amount} ${currency}`;
}

/** The product (name, price, photos), its brand and the publisher's logo, from a page's JSON-LD blocks. */
export function productFromJsonLd(blocks: string[]): JsonLdFacts {
  const all = nodes(blocks);
  const product = all.find((node) => types(node).includes("Product"));
  const organization = all.find((node) => types(node).some((t) => t === "Organization" || t === "Brand"));
  const name = product && nameOf(product.name);
  return {
    product: name
      ? {
          name,
          price: priceOf(product.offers),
          images: [product.image]
            .flat()
            .map(urlOf)
            .filter((url): url is string => Boolean(url)),
        }
      : null,
    brand: nameOf(product?.brand) ?? nameOf(organization?.name),
    logo: urlOf(organization?.logo),
  };
}
