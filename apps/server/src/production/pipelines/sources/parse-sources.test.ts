import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inboundItems } from "./parse-inbound.ts";
import { parseSource } from "./read-source.ts";
import { SOURCE_LIMITS, SourceError } from "./source-item.ts";

const fixture = (name: string) => readFileSync(new URL(`../../../../test/fixtures/pipelines/${name}`, import.meta.url), "utf8");

describe("feed sources", () => {
  it("reads RSS 2.0 items as plain-text fields keyed by GUID, else by link", () => {
    const items = parseSource("rss", fixture("news.rss"));
    expect(items).toEqual([
      {
        key: "nw-1001",
        fields: {
          guid: "nw-1001",
          title: "Spring range lands in stores",
          link: "https://news.example/spring-range",
          description: "Twelve new trail shoes & jackets.",
          author: "Ada Park",
          published: "2026-03-10T09:00:00.000Z",
          categories: "Products, Spring",
          image: "https://news.example/img/spring.jpg",
        },
      },
      {
        key: "https://news.example/lyon",
        fields: {
          title: "Store opening in Lyon",
          link: "https://news.example/lyon",
          description: "Our first store in France opens on Saturday.",
          image: "https://news.example/img/lyon.jpg",
        },
      },
    ]);
  });

  it("reads Atom entries: alternate link, image enclosure, HTML summary as text", () => {
    const [entry] = parseSource("rss", fixture("news.atom"));
    expect(entry).toEqual({
      key: "urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a",
      fields: {
        id: "urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a",
        title: "Faster checkouts",
        link: "https://eng.example/faster-checkouts",
        description: "Checkouts take half the time.",
        author: "Lin Ho",
        published: "2026-03-09T18:30:02.000Z",
        categories: "performance",
        image: "https://eng.example/checkout.png",
      },
    });
  });

  it("reads JSON Feed 1.1 items, numbers as text", () => {
    const items = parseSource("json_feed", fixture("feed.json"));
    expect(items.map((item) => item.key)).toEqual(["recipe-7", "8"]);
    expect(items[0]!.fields).toMatchObject({
      title: "Ten-minute ramen",
      link: "https://recipes.example/7",
      content: "Quick, warm and cheap.",
      image: "https://recipes.example/7.jpg",
      author: "Sam Ortiz",
      tags: "quick, soup",
    });
    expect(items[1]!.fields.description).toBe("Sharp and sweet.");
  });

  it("keys by the configured field when one is set, and refuses an item without it", () => {
    expect(parseSource("rss", fixture("news.rss"), "link").map((item) => item.key)).toEqual([
      "https://news.example/spring-range",
      "https://news.example/lyon",
    ]);
    expect(() => parseSource("rss", fixture("news.rss"), "guid")).toThrow('An item has no "guid", the field chosen as its key.');
  });
});

describe("CSV sources", () => {
  it("reads rows by their header, quoted commas kept, keyed by the sku column", () => {
    expect(parseSource("csv", fixture("products.csv"))).toEqual([
      { key: "TR-2", fields: { sku: "TR-2", title: "Trail Runner 2", price: "€129", image: "https://shop.example/tr2.jpg" } },
      { key: "RJ-1", fields: { sku: "RJ-1", title: "Rain Jacket, light", price: "€89", image: "https://shop.example/rj1.jpg" } },
    ]);
  });

  it("keys a row without an id column by a hash of its fields, the same every time", () => {
    const text = "headline,body\nHello,World\nHi,There\n";
    const first = parseSource("csv", text);
    expect(first[0]!.key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(parseSource("csv", text)).toEqual(first);
    expect(first[0]!.key).not.toBe(first[1]!.key);
  });

  it("refuses a broken quote or a row of the wrong width, naming the record", () => {
    expect(() => parseSource("csv", 'id,title\n1,"unclosed\n')).toThrow("The CSV cannot be read: Quoted field unterminated");
    expect(() => parseSource("csv", "id,title\n1,a\n2,b,extra\n")).toThrow(/Too many fields.* \(record 2\)/);
  });
});

describe("catalogue sources", () => {
  it("reads Google Merchant g: fields, image_link as image", () => {
    const [product] = parseSource("catalogue", fixture("merchant.xml"));
    expect(product).toEqual({
      key: "TR-2",
      fields: {
        id: "TR-2",
        title: "Trail Runner 2",
        description: "Grips wet rock & keeps feet dry.",
        link: "https://shop.example/tr2",
        image_link: "https://shop.example/tr2.jpg",
        image: "https://shop.example/tr2.jpg",
        additional_images: "https://shop.example/tr2-side.jpg",
        price: "129.00 EUR",
        brand: "Northwind",
        availability: "in_stock",
      },
    });
  });

  it("reads Shopify-style products: first variant's price and SKU, first image", () => {
    const [product] = parseSource("catalogue", fixture("shopify.json"));
    expect(product).toEqual({
      key: "632910392",
      fields: {
        id: "632910392",
        title: "IPod Nano - 8GB",
        description: "It's the small iPod with one very big idea: Video .",
        handle: "ipod-nano",
        brand: "Apple",
        product_type: "Cult Products",
        tags: "Emotive, Flash Memory",
        price: "199.00",
        compare_at_price: "249.00",
        sku: "IPOD2008PINK",
        image: "https://cdn.example/ipod-nano.png",
      },
    });
  });
});

describe("feeds as servers send them", () => {
  it("reads a feed whose XML declaration follows blank lines or a byte order mark", () => {
    const feed =
      '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>T</title><item><guid>a1</guid><title>Hello</title></item></channel></rss>';
    for (const text of [`\n${feed}`, `\r\n  \n${feed}`, `\uFEFF${feed}`, `\uFEFF\n${feed}`]) {
      expect(parseSource("rss", text)).toMatchObject([{ key: "a1", fields: { title: "Hello" } }]);
    }
  });

  it("names the line of a fault counting the blank lines before the declaration", () => {
    expect(() => parseSource("rss", '\n\n<?xml version="1.0"?>\n<rss><channel><item></channel></rss>')).toThrow(
      /not well-formed XML \(line 4/,
    );
  });
});

describe("malformed sources", () => {
  it.each([
    ["rss", "<rss><channel><item></channel></rss>", /not well-formed XML \(line 1/],
    ["rss", "<html><body>Not a feed</body></html>", "This XML is neither an RSS nor an Atom feed"],
    ["json_feed", "{ nope", /The JSON feed is not valid JSON/],
    ["json_feed", '{"items": []}', "This JSON is not a JSON Feed"],
    ["json_feed", '{"version": "https://jsonfeed.org/version/1.1", "items": [3]}', "item 1 is not an object"],
    ["csv", "", "The CSV has no header row"],
    ["catalogue", '{"products": [{"title": "no id"}]}', 'product 1 has no "id"'],
    ["catalogue", '{"items": []}', 'no "products" list'],
  ] as const)("%s: %s is refused with a clear message", (kind, text, message) => {
    expect(() => parseSource(kind, text)).toThrow(SourceError);
    expect(() => parseSource(kind, text)).toThrow(message);
  });

  it("refuses a source with more items than one read holds", () => {
    const rows = Array.from({ length: SOURCE_LIMITS.items + 1 }, (_, i) => `${i},x`).join("\n");
    expect(() => parseSource("csv", `id,title\n${rows}`)).toThrow(`a pipeline reads at most ${SOURCE_LIMITS.items}`);
  });
});

describe("inbound items", () => {
  it("keys pushed items by id (or the configured field), dropping empty values", () => {
    expect(inboundItems([{ id: 7, title: "Hello", note: null, empty: "" }])).toEqual([{ key: "7", fields: { id: "7", title: "Hello" } }]);
    expect(() => inboundItems([{ title: "No id" }])).toThrow('An item has no "id"');
  });
});
