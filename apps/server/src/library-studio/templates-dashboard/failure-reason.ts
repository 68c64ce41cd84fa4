/** What a failed render with no message is counted as. */
export const NO_REASON = "No reason recorded";
const MAX_REASON_LENGTH = 160;

/**
 * A render's error as a reason to count: its first line, up to the detail after the first ": "
 * (a file's name, ffmpeg's last words), with addresses and numbers made alike, so "The photo in
 * scene 2 could not be prepared: 404" and "… scene 5 …: timed out" count as one reason.
 */
export function failureReason(error: string | null): string {
  const firstLine = error?.trim().split("\n", 1)[0] ?? "";
  const general = firstLine.split(": ", 1)[0]!;
  const reason = general
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, "<url>")
    .replace(/\d+(?:[.,]\d+)?/g, "N")
    .replace(/[.\s]+$/, "")
    .trim();
  if (!reason) return NO_REASON;
  return reason.length > MAX_REASON_LENGTH ? `${reason.slice(0, MAX_REASON_LENGTH - 1)}…` : reason;
}
