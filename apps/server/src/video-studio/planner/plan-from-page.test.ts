import { readFile } from "node:fs/promises";
import { validateContent } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { extractPage } from "../url-import/extract-page.ts";
import { planFromPage } from "./plan-from-page.ts";

const page = extractPage(
  await readFile(new URL("../../../test/fixtures/shop-page.html", import.meta.url), "utf8"),
  "https://www.shop.example.com/p/trail-runner-2",
);
const options = { aspectRatio: "4:5" as const, templateId: "bold" };

describe("planFromPage", () => {
  it("makes a title, a product scene with the price, a photo scene per picked image and a call to action", () => {
    const picked = [page.images[1]!.url, page.images[3]!.url, page.images[0]!.url];
    const plan = planFromPage(page, picked, options);
    expect(validateContent(plan).ok).toBe(true);
    expect(plan.scenes.map((scene) => scene.layoutId)).toEqual(["title", "product", "headline-image", "headline-image", "call-to-action"]);
    expect(plan.scenes[0]!.slots).toMatchObject({ kicker: { text: "Northwind Outfitters" }, headline: { text: "Trail Runner 2" } });
    expect(plan.scenes[1]!.slots).toMatchObject({ image: { src: picked[0] }, name: { text: "Trail Runner 2" }, price: { text: "€129" } });
    expect(plan.scenes.slice(2, 4).map((scene) => (scene.slots.image as { src: string }).src)).toEqual(picked.slice(1));
    expect(plan.scenes[4]!.slots).toMatchObject({
      headline: { text: "Get the Trail Runner 2" },
      // The page's own button (its href is relative: the shop's own site).
      button: { text: "Buy now" },
      link: { text: "shop.example.com" },
    });
  });

  it("ends on the page's own call to action and where it leads, rather than a generic one", () => {
    const own = { ...page, callToAction: { text: "Jetzt bestellen", url: "https://bestellen.example.de/trail-runner-2" } };
    const plan = planFromPage(own, [], options);
    expect(plan.scenes.at(-1)).toMatchObject({
      layoutId: "call-to-action",
      slots: { button: { text: "Jetzt bestellen" }, link: { text: "bestellen.example.de" } },
      voiceover: { text: "Jetzt bestellen: bestellen.example.de." },
    });
    // A button without an address points at the page's own site.
    const button = planFromPage({ ...page, callToAction: { text: "Book a fitting", url: null } }, [], options);
    expect(button.scenes.at(-1)!.slots).toMatchObject({ button: { text: "Book a fitting" }, link: { text: "shop.example.com" } });
  });

  it("never makes the logo a scene's photo, even when it is picked (the brand kit carries it)", () => {
    const logo = "asset:4f1c2b1e-0000-4000-8000-000000000001";
    const photo = "asset:4f1c2b1e-0000-4000-8000-000000000002";
    const plan = planFromPage({ ...page, product: null, logo }, [logo, photo], options);
    const sources = plan.scenes.flatMap((scene) => Object.values(scene.slots).flatMap((value) => ("src" in value ? [value.src] : [])));
    expect(sources).toEqual([photo]);
    expect(plan.scenes.map((scene) => scene.layoutId)).toEqual(["title", "headline-image", "call-to-action"]);
  });

  it("without pictures, tells the page's story in sentences", () => {
    const plan = planFromPage({ ...page, product: null, logo: null, callToAction: null }, [], options);
    expect(plan.scenes.map((scene) => scene.layoutId)).toEqual(["title", "title", "title", "title", "call-to-action"]);
    // A page without a button of its own ends on a generic one.
    expect(plan.scenes[4]!.slots).toMatchObject({
      headline: { text: "Read more on Northwind Outfitters" },
      button: { text: "Learn more" },
    });
  });
});
