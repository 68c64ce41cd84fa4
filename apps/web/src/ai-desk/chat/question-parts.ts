import type { Asset } from "@framewise/contracts";
import type { FileUIPart } from "ai";

/** A picture from the asset library as a message's file part: named by the asset's file, which the page shows and the server reads. */
export const pictureFile = (asset: Asset): FileUIPart => ({
  type: "file",
  mediaType: asset.mime_type,
  url: `/api/v1/assets/${asset.id}/file`,
  filename: asset.name,
});
