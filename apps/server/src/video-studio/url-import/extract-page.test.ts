import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { extractPage } from "./extract-page.ts";
import { productFromJsonLd } from "./json-ld.ts";
import { pageFactsSchema } from "./page-facts.ts";

const fixture = (name: string) => readFile(new URL(`../../../test/fixtures/${name}`, import.meta.url), "utf8");
const shopPage = await fixture("shop-page.html");
const darkShopPage = await fixture("dark-shop-page.html");
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
    expect(facts.logo).toBe("https://shop.example.com/images/northwind-logo.png");
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

describe("the page's own call to action", () => {
  const at = "https://shop.example.org/trail";
  const read = (body: string) => extractPage(`<html><body>${body}</body></html>`, at).callToAction;

  it("is its first button that says an action, where it leads; not the menu's, the banner's or a plain link's", () => {
    const page = `
      <nav><a class="btn" href="/shop">Shop now</a></nav>
      <div class="cookie-banner"><button class="btn">Accept all</button></div>
      <main><h1>Trail Runner 2</h1><p><a href="/story">Read our story</a> · <a href="/compare">See all shoes</a></p>
      <a class="btn btn-primary" href="/buy?size=42">Buy now</a></main>`;
    expect(read(page)).toEqual({ text: "Buy now", url: "https://shop.example.org/buy?size=42" });
    // Unmarked, the first link that says an action.
    expect(read(`<main><a href="/story">Our story</a><a href="https://other.example.com/app">Download the app</a></main>`)).toEqual({
      text: "Download the app",
      url: "https://other.example.com/app",
    });
    expect(read(`<main><button type="submit">Jetzt bestellen</button></main>`)).toEqual({ text: "Jetzt bestellen", url: null });
    expect(read(`<main><a class="button" href="javascript:void(0)">Réserver une table</a></main>`)).toEqual({
      text: "Réserver une table",
      url: null,
    });
  });

  it("is none when the page has no such button, and older answers without one still parse", () => {
    expect(read(`<nav><a class="btn" href="/shop">Shop now</a></nav><p>Just words and <a href="/a">a link</a>.</p>`)).toBeNull();
    expect(read(`<main><a class="btn" href="/x">Buy this wonderful pair of shoes for your next long run</a></main>`)).toBeNull();
    const { callToAction: _none, ...older } = extractPage(shopPage, URL_OF_PAGE);
    expect(pageFactsSchema.parse(older).callToAction).toBeNull();
  });
});

describe("extractPage on what real pages contain", () => {
  it("answers facts its own schema accepts: hidden pictures sized 0, absurd sizes, and every text at any length", () => {
    const long = (word: string, times: number) => Array.from({ length: times }, () => word).join(" ");
    const product = { "@context": "https://schema.org", "@type": "Product", name: long("Lamp", 400), brand: { name: long("Acme", 300) } };
    const html = `<html><head><title>News</title>
      <meta property="og:site_name" content="${long("Daily", 100)}">
      <meta property="og:image" content="https://news.example.com/share.jpg"><meta property="og:image:height" content="0">
      <meta property="og:image:width" content="99999999999999999999"><meta property="og:image:alt" content="${long("alt", 400)}">
      <script type="application/ld+json">${JSON.stringify({ ...product, offers: { price: long("9", 60), priceCurrency: "EUR" } })}</script>
      </head><body><article><h1>News</h1><p>${long("Words of the article.", 40)}</p>
      <img src="https://news.example.com/tracker.gif" height="0" width="0">
      <img src="https://news.example.com/photo.jpg" height="0" width="800" alt="${long("A long description.", 60)}">
      <img src="https://news.example.com/${"a".repeat(3000)}.jpg" width="800" height="600">
      </article></body></html>`;
    const facts = extractPage(html, "https://news.example.com/story");
    expect(() => pageFactsSchema.parse(facts)).not.toThrow();
    expect(facts.images.map((image) => image.url)).toEqual(["https://news.example.com/share.jpg", "https://news.example.com/photo.jpg"]);
    expect(facts.images[1]).toMatchObject({ width: 800, height: null });
    expect(facts.images[0]).toMatchObject({ width: null, height: null });
    expect(facts.product?.name).toMatch(/^Lamp Lamp .*…$/);
  });
});

describe("extractPage, reading as a person reads", () => {
  // A dark shop page behind a cookie banner, with a menu, a newsletter box and a footer, served over http.
  const facts = extractPage(darkShopPage, "http://coffee.example.com/products/midnight-espresso");

  it("skips the cookie banner, the menu, the newsletter box and the footer", () => {
    expect(facts.mainText).toMatch(/^Midnight Espresso Blend is our darkest roast/);
    expect(facts.mainText).toContain("two farms in Brazil");
    for (const furniture of [/cookie/i, /privacy/i, /newsletter/i, /Subscriptions/, /Registered in England/])
      expect(facts.mainText).not.toMatch(furniture);
  });

  it("finds the logo in the header and never offers it, or the furniture's pictures, as a photo", () => {
    expect(facts.logo).toBe("http://coffee.example.com/images/night-owl-logo.png");
    expect(facts.images.map((image) => image.url)).toEqual([
      "http://coffee.example.com/images/midnight-bag.jpg",
      "http://coffee.example.com/images/espresso-shot.jpg",
    ]);
  });

  it("reads a theme colour in any CSS notation, and the page's own title without the site's name", () => {
    expect(facts).toMatchObject({ title: "Midnight Espresso Blend", siteName: "Night Owl Coffee", brandColor: "#1a1d26" });
    expect(extractPage(`<meta name="theme-color" content="#ABC">`, "https://example.org/").brandColor).toBe("#aabbcc");
    expect(extractPage(`<meta name="theme-color" content="hsl(0 100% 50% / 0.5)">`, "https://example.org/").brandColor).toBe("#ff0000");
    expect(extractPage(`<meta name="theme-color" content="var(--brand)">`, "https://example.org/").brandColor).toBeNull();
  });

  it("keeps content that sits inside a wrapper whose class merely mentions the menu", () => {
    const page = extractPage(
      `<div class="layout has-nav"><nav>Home · Shop</nav><main><h1>Lamp</h1><p>${"A lamp that lights a room, warmly and evenly. ".repeat(8)}</p>
       <img src="/lamp.jpg" width="900" height="900" alt="The lamp"></main></div>`,
      "https://example.org/lamp",
    );
    expect(page.mainText).toContain("A lamp that lights a room, warmly and evenly.");
    expect(page.mainText).not.toContain("Home · Shop");
    expect(page.images.map((image) => image.url)).toEqual(["https://example.org/lamp.jpg"]);
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
