import path from "node:path";

/** Where finished renders live in storage: one folder per render under its owner's, so an account's renders go as one prefix. */
export const RENDERS_PREFIX = "renders/";
export const userRendersFolder = (userId: string) => `${RENDERS_PREFIX}${userId}/`;
export const renderKeys = (userId: string, renderId: string) => ({
  video: `${userRendersFolder(userId)}${renderId}/video.mp4`,
  poster: `${userRendersFolder(userId)}${renderId}/poster.jpg`,
});

/**
 * A render's scratch files in `DATA_DIR/renders` while it runs (each named after the render, so
 * the leftover sweep knows whose they are). The video and poster go to storage when done.
 */
export const renderScratchFiles = (rendersDir: string, renderId: string) => ({
  video: path.join(rendersDir, `${renderId}.mp4`),
  poster: path.join(rendersDir, `${renderId}.poster.jpg`),
  /** The job's media cache: what the document names, fetched once; removed when the job ends. */
  media: path.join(rendersDir, `${renderId}.media`),
});
