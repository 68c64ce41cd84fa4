import { sourceSchema, type Content } from "@framewise/scene";
import { z } from "zod";
import { listSeconds, planDocument, plannedScene as scene, type PlanOptions, type SceneInput } from "./plan-document.ts";
import { fitText } from "./text-units.ts";

/** What the product form asks for. */
export const productFactsSchema = z.strictObject({
  name: z.string().trim().min(1, "Name the product.").max(60),
  price: z.string().trim().max(20).optional(),
  /** Photos in the order they should appear: `asset:<id>` from the library, or addresses. */
  photos: z.array(sourceSchema).min(1, "Add at least one photo.").max(6),
  benefits: z.array(z.string().trim().min(1).max(120)).max(6).default([]),
  audience: z.string().trim().max(120).optional(),
  callToAction: z.string().trim().max(24).optional(),
  link: z.string().trim().max(60).optional(),
});
export type ProductFacts = z.infer<typeof productFactsSchema>;

/**
 * The deterministic planner for an ad: the product's first photo opens it with its name (and who
 * it is for), the price gets a product scene, each benefit a photo scene (photos cycle), then a
 * list of the benefits when there are three or more, and a call to action.
 */
export function planFromProduct(product: ProductFacts, options: PlanOptions): Content {
  const photo = (index: number) => ({ src: product.photos[index % product.photos.length]! });
  const forWhom = product.audience ? `Made for ${product.audience}` : undefined;
  const scenes: SceneInput[] = [
    scene(
      "headline-image",
      { image: photo(0), headline: { text: product.name }, ...(forWhom ? { body: { text: fitText(forWhom, 140) } } : {}) },
      [product.name, forWhom].filter(Boolean).join(". "),
    ),
  ];
  if (product.price)
    scenes.push(
      scene(
        "product",
        {
          image: photo(1),
          name: { text: product.name },
          price: { text: product.price },
          ...(product.benefits[0] ? { detail: { text: product.benefits[0] } } : {}),
        },
        `${product.name}, ${product.price}.`,
      ),
    );
  product.benefits.forEach((benefit, index) =>
    scenes.push(scene("headline-image", { image: photo(index + 2), headline: { text: fitText(benefit, 70) } }, benefit)),
  );
  if (product.benefits.length >= 3)
    scenes.push({
      ...scene(
        "list",
        { headline: { text: fitText(`Why ${product.name}`, 60) }, items: { items: product.benefits.map((b) => fitText(b, 80)) } },
        product.benefits.join(". "),
      ),
      duration: listSeconds(product.benefits.length),
    });
  const button = product.callToAction || "Shop now";
  scenes.push(
    scene(
      "call-to-action",
      {
        headline: { text: fitText(`Get your ${product.name}`, 60) },
        button: { text: button },
        ...(product.link ? { link: { text: product.link } } : {}),
      },
      `${button}.`,
    ),
  );
  return planDocument({ title: `${product.name} ad` }, scenes, options);
}
