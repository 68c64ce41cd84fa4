import type { Config } from "../config/config.ts";
import { readableLine } from "./readable-line.ts";

/**
 * Where the server logs: on a terminal, lines a person reads (`readable`); anywhere else (a file,
 * a pipe, a log collector) pino's JSON, an object a line, as before.
 */
export function logOutput(level: Config["logLevel"], out: NodeJS.WriteStream = process.stdout) {
  if (!out.isTTY) return { readable: false, logger: { level } };
  return { readable: true, logger: { level, stream: { write: (line: string) => out.write(readableLine(line, out)) } } };
}
