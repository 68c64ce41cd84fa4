import { styleText } from "node:util";

type Entry = {
  level?: number;
  time?: number;
  msg?: string;
  err?: { stack?: string };
  mail?: { link?: string };
  [field: string]: unknown;
};
type Style = Parameters<typeof styleText>[0];

const LEVELS: Record<number, [name: string, style: Style]> = {
  10: ["TRACE", "gray"],
  20: ["DEBUG", "gray"],
  30: ["INFO", "green"],
  40: ["WARN", "yellow"],
  50: ["ERROR", "red"],
  60: ["FATAL", "red"],
};
/** Shown as the line's time, level and message, or pino's bookkeeping no reader needs. */
const UNSHOWN = new Set(["level", "time", "pid", "hostname", "reqId", "msg"]);

/**
 * One of pino's JSON lines as a person reads it: time, level and message, then the other fields
 * as key=value; an error's stack under it, and a mail's link on a line of its own, where it can be
 * clicked or copied whole. Colours only where `stream` shows them (not with NO_COLOR).
 */
export function readableLine(json: string, stream: NodeJS.WritableStream): string {
  let entry: Entry;
  try {
    entry = JSON.parse(json) as Entry;
  } catch {
    return json;
  }
  const style = (format: Style, text: string) => styleText(format, text, { stream });
  const [name, level] = LEVELS[entry.level ?? 30] ?? [String(entry.level), "white"];
  const link = entry.mail?.link;
  const message = link ? (entry.msg ?? "").replace(` (link: ${link})`, "") : (entry.msg ?? "");
  const stack = entry.err?.stack;
  const fields = Object.entries(entry)
    .filter(([key]) => !UNSHOWN.has(key) && !(key === "mail" && link) && !(key === "err" && stack))
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const lines = [
    `${style("gray", time)} ${style(level, name.padEnd(5))} ${message}${fields.length ? ` ${style("gray", fields.join(" "))}` : ""}`,
  ];
  if (stack) lines.push(stack.replace(/^/gm, "    "));
  if (link) lines.push(link);
  return `${lines.join("\n")}\n`;
}
