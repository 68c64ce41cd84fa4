/** A length in minutes as people say it: `1.5 minutes`. */
export const minutes = (seconds: number) => {
  const value = Math.round(seconds / 6) / 10;
  return `${value} minute${value === 1 ? "" : "s"}`;
};

/** Why a video past RENDER_MAX_MINUTES is refused: when asked for, or once its media's lengths are known. */
export const videoTooLong = (seconds: number, maxSeconds: number) =>
  `This video is ${minutes(seconds)} long; videos can be at most ${minutes(maxSeconds)} (RENDER_MAX_MINUTES).`;
