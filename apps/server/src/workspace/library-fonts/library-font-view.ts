import { z } from "zod";
import type { LibraryFontRow } from "./library-font-queries.ts";

export const libraryFontSchema = z.object({
  id: z.string(),
  family: z.string(),
  weight: z.number().int(),
  bytes: z.number().int(),
  file_url: z.string().describe("The file, for a browser's FontFace."),
  created_at: z.iso.datetime({ offset: true }),
});

export const libraryFontView = (row: LibraryFontRow): z.infer<typeof libraryFontSchema> => ({
  id: row.id,
  family: row.family,
  weight: row.weight,
  bytes: row.bytes,
  file_url: `/api/v1/library-fonts/${row.id}/file`,
  created_at: row.createdAt.toISOString(),
});
