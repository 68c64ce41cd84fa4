const NONE = "–";

/** Seconds of video per wall-clock second, as "2.4×" (real time is 1×). */
export const formatSpeed = (speed: number | null) => (speed === null ? NONE : `${speed < 10 ? speed.toFixed(2) : Math.round(speed)}×`);

/** Seconds as "42 s" or "3.5 min". */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return NONE;
  return seconds < 90 ? `${Math.round(seconds)} s` : `${(seconds / 60).toFixed(1)} min`;
}

const dayLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
/** A day (YYYY-MM-DD, UTC) as "2 Mar 2026". */
export const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
