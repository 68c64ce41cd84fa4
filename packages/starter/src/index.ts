import { layoutSchema, templateSchema, type Layout, type Template } from "@framewise/scene";
import { starterLayoutInputs } from "./layouts/index.ts";
import { starterTemplateInputs } from "./templates.ts";

export { SAMPLE_MEDIA, SAMPLE_SLOTS, sampleContent } from "./samples.ts";

/** The templates seeded on first start, parsed (defaults filled) and so known to be valid. */
export const STARTER_TEMPLATES: Template[] = starterTemplateInputs.map((input) => templateSchema.parse(input));
/** The layouts seeded on first start, each designed for 9:16, 1:1, 16:9 and 4:5. */
export const STARTER_LAYOUTS: Layout[] = starterLayoutInputs.map((input) => layoutSchema.parse(input));
