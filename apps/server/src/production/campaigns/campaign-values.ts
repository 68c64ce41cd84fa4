import { LIMITS, type Content } from "@framewise/scene";
import { z } from "zod";
import { DomainError } from "../../kernel/errors.ts";
import { ASSET_VALUE } from "./campaign-assets.ts";

/** What the `megapot` form sends: a value per exposed variable (the others keep their defaults). */
export const campaignValuesBody = z.strictObject({
  values: z
    .record(z.string().max(64), z.string().max(LIMITS.textLength))
    .refine((values) => Object.keys(values).length <= 30, "At most 30 values."),
});

/** Longest text a form field takes (the document allows more, a form's line does not need it). */
export const FIELD_MAX_LENGTH = 500;
const MEDIA_LINK = /^https?:\/\/\S+$/;

/** Why one value does not fit its variable, or undefined when it does. */
function problemOf({ type, options }: Content["variables"][string], value: string): string | undefined {
  if (options) return options.includes(value) ? undefined : `Choose one of: ${options.join(", ")}.`;
  if (type === "number") return value.trim() !== "" && Number.isFinite(Number(value)) ? undefined : "Enter a number.";
  if (type === "image" || type === "video")
    return MEDIA_LINK.test(value) || ASSET_VALUE.test(value) ? undefined : `Pick one of your ${type}s or give its http(s) link.`;
  return value.length <= FIELD_MAX_LENGTH ? undefined : `At most ${FIELD_MAX_LENGTH} characters.`;
}

/** Checks the form's values against the campaign's variables: only exposed ones, each fit for its type. 422 naming each. */
export function checkCampaignValues(document: Content, exposed: string[], values: Record<string, string>): void {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const variable = document.variables[name];
    const problem = !exposed.includes(name) || !variable ? "This campaign does not ask for it." : problemOf(variable, value);
    if (problem) fields[`values.${name}`] = problem;
  }
  if (Object.keys(fields).length) throw new DomainError("unprocessable", "invalid_values", "Some values do not fit: see fields.", fields);
}
