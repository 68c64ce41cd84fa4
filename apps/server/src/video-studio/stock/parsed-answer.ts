import type { z } from "zod";
import { StockServiceError } from "./stock-http.ts";

/** A stock service's answer read through `schema`; a shape we do not know is the service's failure, not ours. */
export function parsedAnswer<T>(service: string, schema: z.ZodType<T>, answer: unknown): T {
  const result = schema.safeParse(answer);
  if (!result.success) throw new StockServiceError("unavailable", `${service} answered in a shape we do not know.`);
  return result.data;
}
