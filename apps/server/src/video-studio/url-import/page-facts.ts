import { z } from "zod";

const httpUrl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/\S+$/, "must be an http(s) address");
const words = (max: number) => z.string().trim().min(1).max(max);

export const pageImageSchema = z.strictObject({
  url: httpUrl,
  alt: z.string().max(500).nullable(),
  /** Declared size, when the page says (width/height attributes, og:image:width). */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** Where it was found: the page's own choices (Open Graph, product data) rank first. */
  from: z.enum(["open-graph", "product", "page"]),
});
export type PageImage = z.infer<typeof pageImageSchema>;

/**
 * What a web page offers a video: read by `extract-page.ts`, pruned and edited by the user, and
 * sent back to be planned (`plan-from-page.ts`), so it is validated like any other input.
 */
export const pageFactsSchema = z.strictObject({
  url: httpUrl,
  title: words(200),
  description: words(500).nullable(),
  siteName: words(200).nullable(),
  /** The article's readable text (Readability), at most a few thousand characters. */
  mainText: words(5000).nullable(),
  images: z.array(pageImageSchema).max(24),
  logo: httpUrl.nullable(),
  product: z.strictObject({ name: words(200), price: words(40).nullable(), brand: words(200).nullable() }).nullable(),
  /** `#rrggbb` from the page's theme colour. */
  brandColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .nullable(),
  /** The page's own button ("Buy now") and where it leads: the video's end card uses it. Absent from older clients: none. */
  callToAction: z
    .strictObject({ text: words(30), url: httpUrl.nullable() })
    .nullable()
    .default(null),
});
export type PageFacts = z.infer<typeof pageFactsSchema>;
