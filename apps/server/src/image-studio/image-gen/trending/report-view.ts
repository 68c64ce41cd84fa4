import { IMAGE_REPORT_STATUSES } from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../../kernel/api-schemas.ts";
import { imageThumbnailUrl } from "../image-gen-files.ts";
import type { ReportRow } from "./trending-queries.ts";

export const reportView = (report: ReportRow) => ({
  id: report.id,
  image_id: report.imageId,
  thumbnail: imageThumbnailUrl(report.imageId, "medium"),
  reason: report.reason,
  status: report.status,
  created_at: report.createdAt.toISOString(),
});

export const reportSchema = z
  .strictObject({
    id: z.string(),
    image_id: z.string(),
    thumbnail: z.string(),
    reason: z.string(),
    status: z.enum(IMAGE_REPORT_STATUSES),
    created_at: timestamp,
  })
  .meta({ id: "ImageReport" });
