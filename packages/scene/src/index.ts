export * from "./animation.ts";
export * from "./color-keyframes.ts";
export * from "./content.ts";
export * from "./easing.ts";
export * from "./elements.ts";
export * from "./geometry.ts";
export * from "./json-schema.ts";
export * from "./layout.ts";
export * from "./limits.ts";
export * from "./media.ts";
export * from "./migrations.ts";
export * from "./palette.ts";
export * from "./recordings.ts";
export * from "./restore.ts";
export * from "./spring.ts";
export * from "./template.ts";
export * from "./timing.ts";
export * from "./transition.ts";
export * from "./validate.ts";
export * from "./variables.ts";

import { contentSchema } from "./content.ts";
import { layoutSchema } from "./layout.ts";
import { templateSchema } from "./template.ts";
import { validateWith } from "./validate.ts";

export const validateContent = (input: unknown) => validateWith(contentSchema, input);
export const validateLayout = (input: unknown) => validateWith(layoutSchema, input);
export const validateTemplate = (input: unknown) => validateWith(templateSchema, input);
