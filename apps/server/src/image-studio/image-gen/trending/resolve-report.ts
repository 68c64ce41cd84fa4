import type { Db } from "../../../platform/db/database.ts";
import { DomainError, notFound } from "../../../kernel/errors.ts";
import { findReport, settleReports, type ReportRow } from "./trending-queries.ts";

/**
 * Staff settle a report, and with it every open report of the same image: `dismiss` puts the
 * image back in trending, `remove` keeps it hidden and makes it private.
 */
export async function resolveReport(db: Db, id: string, action: "dismiss" | "remove"): Promise<ReportRow> {
  const report = await findReport(db, id);
  if (!report) throw notFound("That report");
  if (report.status !== "open") throw new DomainError("conflict", "already_resolved", "That report was already resolved.");
  await settleReports(db, report.imageId, action === "dismiss" ? "dismissed" : "removed");
  return (await findReport(db, id))!;
}
