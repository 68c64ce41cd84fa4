import { createHmac, timingSafeEqual } from "node:crypto";
import { renderKeys } from "../../video-studio/renders/render-files.ts";
import type { Storage } from "../../platform/storage/storage.ts";

export const MEDIA_KINDS = { video: "video/mp4", poster: "image/jpeg" } as const;
export type MediaKind = keyof typeof MEDIA_KINDS;

/** Where the signed links of local storage are served (`/:id/:kind`), by render-api-routes.ts. */
export const MEDIA_PATH = "/api/v1/client/media";

const fileName = (renderId: string, kind: MediaKind) => `framewise-${renderId}.${kind === "video" ? "mp4" : "jpg"}`;

export interface MediaLinks {
  /** Links to a done render's MP4 and poster: presigned by the bucket, else signed by us and served at MEDIA_PATH. */
  forRender(origin: string, row: { id: string; userId: string }): Promise<{ video: string; poster: string }>;
  /** Whether a link's signature is ours and it has not expired. */
  verify(renderId: string, kind: MediaKind, expires: number, signature: string, now?: number): boolean;
}

/**
 * Media links a client's system can hand on (a CDN, a player) without its API key: each names one
 * file of one render and stops working after `seconds`. The signing key is derived from the
 * server's secret, so every API process makes and accepts the same links.
 */
export function mediaLinks(secret: string, storage: Storage, seconds: number): MediaLinks {
  const key = createHmac("sha256", secret).update("framewise render media links").digest();
  const sign = (renderId: string, kind: MediaKind, expires: number) =>
    createHmac("sha256", key).update(`${renderId}/${kind}/${expires}`).digest("base64url");
  const link = async (origin: string, row: { id: string; userId: string }, kind: MediaKind, expires: number) => {
    const direct = await storage.downloadUrl(renderKeys(row.userId, row.id)[kind], {
      fileName: fileName(row.id, kind),
      contentType: MEDIA_KINDS[kind],
    });
    return direct ?? `${origin}${MEDIA_PATH}/${row.id}/${kind}?expires=${expires}&signature=${sign(row.id, kind, expires)}`;
  };
  return {
    async forRender(origin, row) {
      const expires = Math.floor(Date.now() / 1000) + seconds;
      return { video: await link(origin, row, "video", expires), poster: await link(origin, row, "poster", expires) };
    },
    verify(renderId, kind, expires, signature, now = Date.now()) {
      if (expires * 1000 <= now) return false;
      const expected = Buffer.from(sign(renderId, kind, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
