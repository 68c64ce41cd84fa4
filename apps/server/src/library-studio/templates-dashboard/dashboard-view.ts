import { z } from "zod";

const count = z.number().int().min(0);
const share = (what: string) =>
  z.number().min(0).max(1).nullable().describe(`${what}, a share from 0 to 1; null when there is nothing to divide by.`);

const weekSchema = z
  .strictObject({
    week: z.string().describe("The week's Monday (YYYY-MM-DD, UTC)."),
    videos: count.describe("Videos made with it that week."),
    renders: count.describe("Renders asked for that week."),
    failures: count.describe("Of those, the renders that failed."),
  })
  .meta({ id: "TemplatesDashboardWeek" });

const itemSchema = z
  .strictObject({
    id: z.string(),
    name: z.string().describe("Its name in the library, or its id when it is no longer there."),
    origin: z.enum(["starter", "staff"]).nullable().describe("Where the library item came from; null when it is no longer in the library."),
    videos: count.describe("Videos made in the range with it: a template a video started with; a layout one of its scenes started with."),
    uses: count.describe("What the switch rate counts: videos for a template, scenes for a layout."),
    switched_away: count.describe("Of those uses, how many were switched to another template (or layout) since."),
    switch_away_rate: share("Switched-away uses over uses"),
    switched_to: z
      .array(z.strictObject({ id: z.string(), name: z.string(), count }))
      .describe("Where the switched-away uses went first, most first (at most 5)."),
    renders: count.describe("Renders asked for in the range whose snapshot used it."),
    failed_renders: count,
    failure_rate: share("Failed renders over renders"),
    failure_reasons: z
      .array(z.strictObject({ reason: z.string(), count }))
      .describe("The failed renders' errors, alike messages counted as one, most first (at most 5)."),
    finished_renders: count,
    render_speed: z
      .number()
      .nullable()
      .describe(
        "Seconds of video made per wall-clock second, from each finished render's request to its finish (waiting in the queue included); null without finished renders.",
      ),
    average_render_seconds: z
      .number()
      .nullable()
      .describe("Wall-clock seconds from request to finish, on average over the finished renders."),
    trend: z.array(weekSchema).describe("Every week of the range in order, quiet ones as zeros."),
  })
  .meta({ id: "TemplatesDashboardItem" });
export type DashboardItem = z.infer<typeof itemSchema>;

export const dashboardSchema = z
  .strictObject({
    from: z.string().describe("First day shown (YYYY-MM-DD, UTC)."),
    to: z.string().describe("Last day shown (YYYY-MM-DD, UTC, included)."),
    weeks: z.array(z.string()).describe("The Mondays of the weeks each trend has a point for."),
    templates: z.array(itemSchema).describe("Every template of the library in its order, then any no longer in it that the range used."),
    layouts: z.array(itemSchema).describe("Every layout, likewise."),
  })
  .meta({ id: "TemplatesDashboard" });
export type Dashboard = z.infer<typeof dashboardSchema>;
