import { validateContent } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { planFromProduct, productFactsSchema } from "./plan-from-product.ts";

const options = { aspectRatio: "1:1" as const, templateId: "bold" };
const product = productFactsSchema.parse({
  name: "Trail Runner 2",
  price: "€129",
  photos: ["asset:photo-a", "https://cdn.example.com/b.jpg"],
  benefits: ["Grips wet rock", "Keeps feet dry", "230 g a shoe"],
  audience: "trail runners",
  link: "northwind.example",
});

describe("planFromProduct", () => {
  it("opens with the product, shows the price, a scene per benefit, a list of them and a call to action", () => {
    const plan = planFromProduct(product, options);
    expect(validateContent(plan).ok).toBe(true);
    expect(plan.title).toBe("Trail Runner 2 ad");
    expect(plan.scenes.map((scene) => scene.layoutId)).toEqual([
      "headline-image",
      "product",
      "headline-image",
      "headline-image",
      "headline-image",
      "list",
      "call-to-action",
    ]);
    expect(plan.scenes[0]!.slots).toEqual({
      image: { src: "asset:photo-a" },
      headline: { text: "Trail Runner 2" },
      body: { text: "Made for trail runners" },
    });
    expect(plan.scenes[1]!.slots).toMatchObject({
      image: { src: "https://cdn.example.com/b.jpg" },
      price: { text: "€129" },
      detail: { text: "Grips wet rock" },
    });
    // Photos cycle through the benefit scenes.
    expect(plan.scenes.slice(2, 5).map((scene) => (scene.slots.image as { src: string }).src)).toEqual([
      "asset:photo-a",
      "https://cdn.example.com/b.jpg",
      "asset:photo-a",
    ]);
    expect(plan.scenes[6]!.slots).toEqual({
      headline: { text: "Get your Trail Runner 2" },
      button: { text: "Shop now" },
      link: { text: "northwind.example" },
    });
  });

  it("keeps to what was given: no price, no benefits", () => {
    const plan = planFromProduct(productFactsSchema.parse({ name: "Lamp", photos: ["asset:lamp"], callToAction: "Order today" }), options);
    expect(plan.scenes.map((scene) => scene.layoutId)).toEqual(["headline-image", "call-to-action"]);
    expect(plan.scenes[1]!.slots.button).toEqual({ text: "Order today" });
  });

  it("asks for a name and a photo", () => {
    const refused = productFactsSchema.safeParse({ name: " ", photos: [] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(["Name the product.", "Add at least one photo."]);
  });
});
