const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a chat was last active, as the sidebar says it: "just now", "5 min. ago", "yesterday", "3 days ago", then the date. */
export function relativeTime(iso: string, now: number = Date.now(), locale?: string): string {
  const ago = Math.max(0, now - Date.parse(iso));
  if (ago < MINUTE) return "just now";
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto", style: "short" });
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), "minute");
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), "hour");
  if (ago < 7 * DAY) return format.format(-Math.floor(ago / DAY), "day");
  return new Date(iso).toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });
}
