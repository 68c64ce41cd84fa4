import type { LlmCallSource, LlmReportFilterOptions } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { reportFilterValues } from "./report-queries.ts";
import { checkRange, reportFilterShape } from "./report-query.ts";

export const filterOptionsQuery = z.object({ from: reportFilterShape.from, to: reportFilterShape.to }).superRefine(checkRange);

/** The tools, models, providers and sources of the range's calls, each sorted, for the report's selects. */
export async function findFilterOptions(db: Db, range: z.infer<typeof filterOptionsQuery>): Promise<LlmReportFilterOptions> {
  const found = await reportFilterValues(db, range);
  const valuesOf = (kind: (typeof found)[number]["kind"]) =>
    found.flatMap((row) => (row.kind === kind && row.value !== null ? [row.value] : [])).sort();
  return {
    tools: valuesOf("tool"),
    models: valuesOf("model"),
    providers: valuesOf("provider"),
    sources: valuesOf("source") as LlmCallSource[],
  };
}
