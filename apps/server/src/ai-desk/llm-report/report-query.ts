import { LLM_CALL_SOURCES, LLM_REPORT_BUCKETS, LLM_REPORT_LIMITS, type LlmReportBucket } from "@framewise/contracts";
import { z } from "zod";

const DAY_MS = 86_400_000;
/** Up to two days the chart reads best by the hour; beyond, by the day. */
const HOURLY_BY_DEFAULT_MS = 2 * DAY_MS;

const moment = z.iso.datetime({ offset: true }).transform((text) => new Date(text));
const filterValue = z.string().trim().min(1).max(200);

/** The time range (required) and the filters every report route takes. */
export const reportFilterShape = {
  from: moment.describe("Start of the range (ISO 8601, included)."),
  to: moment.describe(`End of the range (ISO 8601, excluded); at most ${LLM_REPORT_LIMITS.rangeDays} days after \`from\`.`),
  tool: filterValue.optional(),
  model: filterValue.optional().describe("The provider's model name."),
  provider: filterValue.optional(),
  source: z.enum(LLM_CALL_SOURCES).optional(),
};

/** The range's width; undefined when a bound was refused (zod runs an object's refinements even then). */
const widthMs = (query: { from: unknown; to: unknown }) =>
  query.from instanceof Date && query.to instanceof Date ? query.to.getTime() - query.from.getTime() : undefined;

/** Refuses a range that ends before it starts or is wider than the report covers, naming `to`. */
export function checkRange(query: { from: Date; to: Date }, context: z.RefinementCtx) {
  const width = widthMs(query);
  if (width === undefined) return;
  if (width <= 0) context.addIssue({ code: "custom", path: ["to"], message: "The range must end after it starts." });
  else if (width > LLM_REPORT_LIMITS.rangeDays * DAY_MS)
    context.addIssue({ code: "custom", path: ["to"], message: `The range can be at most ${LLM_REPORT_LIMITS.rangeDays} days.` });
}

export type ReportFilters = z.output<z.ZodObject<typeof reportFilterShape>>;

export const summaryQuery = z
  .object({
    ...reportFilterShape,
    bucket: z
      .enum(LLM_REPORT_BUCKETS)
      .optional()
      .describe(`The chart's step; by default hours up to two days, days beyond (hours for at most ${LLM_REPORT_LIMITS.hourlyDays} days).`),
  })
  .superRefine((query, context) => {
    checkRange(query, context);
    if (query.bucket === "hour" && (widthMs(query) ?? 0) > LLM_REPORT_LIMITS.hourlyDays * DAY_MS)
      context.addIssue({ code: "custom", path: ["bucket"], message: `Hourly points cover at most ${LLM_REPORT_LIMITS.hourlyDays} days.` });
  });
export type SummaryQuery = z.infer<typeof summaryQuery>;

/** The chart's step: the one asked for, or hours for a short range and days for a long one. */
export const chooseBucket = (query: SummaryQuery): LlmReportBucket =>
  query.bucket ?? (widthMs(query)! <= HOURLY_BY_DEFAULT_MS ? "hour" : "day");
