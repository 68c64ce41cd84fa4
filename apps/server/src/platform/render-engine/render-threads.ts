import { availableParallelism } from "node:os";

/**
 * Frame ranges one render draws at once, by default: one per two cores, up to 4. A range keeps
 * two cores busy by itself (its drawing thread and its x264 encoder) and holds about 400 MB at
 * 1080p, so a second range on a 2-core machine bought about 30 % speed for 65 % more memory
 * (bench/render.ts; docs/decisions/0006-render-ranges-per-two-cores.md).
 */
export const defaultRenderThreads = () => Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)));

/** x264 threads for each of `ranges` encoders running side by side: the cores shared out. */
export const encoderThreadsFor = (ranges: number) => Math.max(1, Math.floor(availableParallelism() / ranges));
