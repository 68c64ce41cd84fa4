import type { FastifyBaseLogger } from "fastify";
import { DomainError } from "../../../kernel/errors.ts";

/**
 * What a tool's failure tells the model and the reader: an API error's message (written for
 * people, like the REST API's), otherwise a plain sentence, the details kept in the log.
 */
export function toolFailure(log: FastifyBaseLogger, what: string) {
  return (error: unknown): never => {
    if (error instanceof DomainError) throw new Error(error.message);
    log.error({ err: error }, `A chat tool failed: ${what}`);
    throw new Error(`${what} did not work because of a problem on our side.`);
  };
}
