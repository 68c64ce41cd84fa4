import { THUMBNAIL_SIZES, type ThumbnailSize } from "@framewise/contracts";

/** Where an asset's objects live in storage: one folder per asset, so deleting it is one prefix. */
export const ASSETS_PREFIX = "assets/";
export const assetFolder = (userId: string, assetId: string) => `${ASSETS_PREFIX}${userId}/${assetId}/`;
export const originalKey = (userId: string, assetId: string) => `${assetFolder(userId, assetId)}original`;
export const thumbnailKey = (userId: string, assetId: string, size: ThumbnailSize) => `${assetFolder(userId, assetId)}thumb-${size}.webp`;
export const THUMBNAIL_NAMES = Object.keys(THUMBNAIL_SIZES) as ThumbnailSize[];
