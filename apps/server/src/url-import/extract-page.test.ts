import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { extractPage } from "./extract-page.ts";
import { productFromJsonLd } from "./json-ld.ts";

const shopPage = await readFile(new URL("../../test/fixtures/shop-page.html", import.meta.url), "utf8");
const URL_OF_PAGE = "https://shop.example.com/products/trail-runner-2";

describe("extractPage", () => {
  const facts = extractPage(shopPage, URL_OF_PAGE);

  it("reads the title, description, site name and readable text, Open Graph first", () => {
    expect(facts).toMatchObject({
      url: URL_OF_PAGE,
      title: "Trail Runner 2",
      description: "Our lightest trail shoe yet: grippy, waterproof and ready for long days on rough ground.",
      siteName: "Northwind Outfitters",
      brandColor: "#0e7c66",
    });
    expect(facts.mainText).toMatch(/^Trail Runner 2 is built for runners who leave the road behind\./);
    expect(facts.mainText).toContain("At 230 grams a shoe it is our lightest trail shoe yet.");
    expect(facts.mainText).not.toMatch(/Shop · Stories/);
  });

  it("ranks images: the share image, the product's photos, then the page's own by size; no icons, SVGs or data", () => {
    expect(facts.images.map((image) => [image.url.replace("https://shop.example.com/images/", ""), image.from])).toEqual([
      ["trail-runner-hero.jpg", "open-graph"],
      ["side.jpg", "product"],
      ["sole.jpg", "product"],
      ["on-the-trail.jpg", "page"],
      ["detail.jpg", "page"],
    ]);
    expect(facts.images[0]).toMatchObject({ width: 1600, height: 900 });
    expect(facts.images[3]!.alt).toBe("A runner on a ridge");
  });

  it("reads the product, its price and brand, and the publisher's logo from JSON-LD, past a broken block", () => {
    expect(facts.product).toEqual({ name: "Trail Runner 2", price: "€129", brand: "Northwind" });
    expect(facts.logo).toBe("https://cdn.example.com/northwind-logo.png");
  });

  it("makes do with a bare page", () => {
    expect(extractPage("<p>Just words.</p>", "https://example.org/x")).toMatchObject({
      title: "example.org",
      description: null,
      images: [],
      logo: null,
      product: null,
      brandColor: null,
    });
    expect(extractPage(`<link rel="icon" href="/i.png"><title> Home </title>`, "https://example.org/").logo).toBe(
      "https://example.org/i.png",
    );
  });
});

describe("productFromJsonLd", () => {
  it("reads offers in other currencies and lists of offers", () => {
    const block = (offers: unknown) => JSON.stringify({ "@type": ["Product"], name: "Lamp", offers });
    expect(productFromJsonLd([block([{ price: 49.5, priceCurrency: "usd" }])]).product?.price).toBe("$49.5");
    expect(productFromJsonLd([block({ lowPrice: "89", priceCurrency: "CHF" })]).product?.price).toBe("89 CHF");
    expect(productFromJsonLd([block(undefined)]).product).toEqual({ name: "Lamp", price: null, images: [] });
    expect(productFromJsonLd(["[]", "null", "{}"]).product).toBeNull();
  });
});
