import { z } from "zod";

const variableName = z.string().regex(/^[a-z][a-zA-Z0-9_]{0,63}$/, "Not a variable name.");

/** What staff set on a campaign: its name, the client template, the variables its form shows in order, and whether it is on. */
export const createCampaignBody = z.strictObject({
  name: z.string().trim().min(1).max(120),
  client_template_id: z.uuid(),
  variables: z
    .array(variableName)
    .min(1)
    .max(30)
    .refine((names) => new Set(names).size === names.length, "Each variable once."),
  active: z.boolean().default(true),
});
export type CreateCampaignBody = z.infer<typeof createCampaignBody>;

export const updateCampaignBody = createCampaignBody.partial().refine((body) => Object.keys(body).length > 0, "Nothing to change.");
export type UpdateCampaignBody = z.infer<typeof updateCampaignBody>;
