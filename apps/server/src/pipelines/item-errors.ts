import { HttpError } from "../http/errors.ts";

/** A decision on a draft someone already decided (or that never waited): 409. */
export const notWaiting = () =>
  new HttpError(409, "not_awaiting_approval", "This draft is not waiting for approval (someone decided it already).");
