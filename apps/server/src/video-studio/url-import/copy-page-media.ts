import type { FastifyBaseLogger } from "fastify";
import { fetchIntoLibrary } from "../../workspace/assets/fetch-into-library.ts";
import type { UploadDeps } from "../../workspace/assets/upload-asset.ts";
import { updateAsset } from "../../workspace/assets/update-asset.ts";
import { DomainError } from "../../kernel/errors.ts";
import { FetchFailedError, UnsafeUrlError } from "../../platform/net/safe-fetch.ts";
import type { PageFacts } from "./page-facts.ts";

export interface PageMediaDeps extends UploadDeps {
  /** Tests only: lets the fixture shop on 127.0.0.1 be fetched. */
  allowLoopbackForTests: boolean;
  log: FastifyBaseLogger;
}

/** What a plan is made from: the page's facts and the pictures picked from it, in order. */
export interface PagePicks {
  page: PageFacts;
  images: string[];
}

const DOWNLOAD_TIMEOUT_MS = 60_000;
/** Pictures copied at once: a few parallel downloads, not one per picture of a long page. */
const AT_ONCE = 3;

/** The name a copy gets in the library: the picture's alt text, else its file name. */
function nameFor(url: string, alt: string | null | undefined): string {
  const fileName = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "").replace(/\.[a-z0-9]{2,5}$/i, "");
  return (alt?.trim() || fileName || "Picture from a web page").replaceAll("/", "-").slice(0, 120);
}

/**
 * A picture of a page copied into the user's library: fetched through the safe fetcher, then
 * received like an upload (sniffed, checked, counted against the quota, stored, thumbnailed).
 * Answers its `asset:` source, or null when the picture cannot be had: gone, refused by the
 * fetcher, or not an image the library keeps (an `.ico` favicon). A full quota or disk is not
 * the picture's fault and is thrown.
 */
async function copyPicture(
  deps: PageMediaDeps,
  userId: string,
  picture: { url: string; alt: string | null | undefined; logo: boolean },
): Promise<string | null> {
  const { url, alt } = picture;
  try {
    const row = await fetchIntoLibrary(deps, userId, url, {
      kind: "image",
      accept: "image/avif,image/webp,image/png,image/jpeg,image/gif,image/svg+xml",
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      allowLoopbackForTests: deps.allowLoopbackForTests,
      fileName: (extension) => `${nameFor(url, alt)}.${extension}`,
    });
    // The library knows its logos: brand kit pickers and the Logos filter offer it as one.
    if (picture.logo) await updateAsset(deps.db, userId, row.id, { logo: true });
    return `asset:${row.id}`;
  } catch (error) {
    const unusable =
      error instanceof FetchFailedError ||
      error instanceof UnsafeUrlError ||
      (error instanceof DomainError && (error.kind === "invalid" || error.kind === "too_large"));
    if (!unusable) throw error;
    deps.log.warn({ err: error, url }, "a picture of the page could not be copied into the library; the plan goes without it");
    return null;
  }
}

/**
 * The picked pictures and the logo copied into the user's library before the plan is made, the
 * page's addresses replaced by `asset:` sources: the video never fetches the page again, whether
 * rendered now, after a restart, or once the shop has changed its pictures. A picture that cannot
 * be copied is left out of the plan (logged).
 */
export async function copyPageMedia(deps: PageMediaDeps, userId: string, picks: PagePicks): Promise<PagePicks> {
  const altOf = new Map(picks.page.images.map((image) => [image.url, image.alt]));
  const wanted = [...new Set([...picks.images, ...(picks.page.logo ? [picks.page.logo] : [])])];
  const copies = new Map<string, string | null>();
  const copyNext = async (): Promise<void> => {
    const url = wanted.shift();
    if (url === undefined) return;
    const logo = url === picks.page.logo;
    const alt = logo ? `${picks.page.siteName ?? new URL(url).hostname} logo` : altOf.get(url);
    copies.set(url, await copyPicture(deps, userId, { url, alt, logo }));
    return copyNext();
  };
  await Promise.all(Array.from({ length: AT_ONCE }, copyNext));
  const copied = (url: string) => copies.get(url) ?? null;
  return {
    page: {
      ...picks.page,
      logo: picks.page.logo && copied(picks.page.logo),
      images: picks.page.images.flatMap((image) => {
        const src = copied(image.url);
        return src ? [{ ...image, url: src }] : [];
      }),
    },
    images: picks.images.map(copied).filter((src): src is string => src !== null),
  };
}
