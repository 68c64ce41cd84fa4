import { DomainError } from "../../kernel/errors.ts";

/** A decision on a draft someone already decided (or that never waited): 409. */
export const notWaiting = () =>
  new DomainError("conflict", "not_awaiting_approval", "This draft is not waiting for approval (someone decided it already).");
