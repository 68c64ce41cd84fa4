import { THUMBNAIL_SIZES, type ThumbnailSize } from "@framewise/contracts";

/** Where a generated image's objects live in storage: one folder per image, so deleting it is one prefix. */
export const IMAGE_GEN_PREFIX = "image-gen/";
export const imageFolder = (userId: string, imageId: string) => `${IMAGE_GEN_PREFIX}${userId}/${imageId}/`;
export const imageKey = (userId: string, imageId: string) => `${imageFolder(userId, imageId)}original`;
export const imageThumbnailKey = (userId: string, imageId: string, size: ThumbnailSize) =>
  `${imageFolder(userId, imageId)}thumb-${size}.webp`;
export const IMAGE_THUMBNAIL_NAMES = Object.keys(THUMBNAIL_SIZES) as ThumbnailSize[];

/** The API addresses of an image's file and thumbnails, as answers give them. */
export const imageUrl = (imageId: string) => `/api/v1/image-gen/images/${imageId}/file`;
export const imageThumbnailUrl = (imageId: string, size: ThumbnailSize) => `/api/v1/image-gen/images/${imageId}/thumbnails/${size}`;
