/** Why a file was refused; the API answers it as the error code. */
export type MediaErrorCode =
  "empty_file" | "unsupported_type" | "type_mismatch" | "too_many_pixels" | "damaged" | "too_long" | "too_many_streams";

/**
 * A file we will not keep, with a message written for the person who chose it. Callers treat it
 * as final (an upload answers 400, a job marks the asset failed) and retry anything else, so only
 * throw it for faults in the file itself, never for faults of our own (a full disk, a missing ffmpeg).
 */
export class MediaError extends Error {
  readonly code: MediaErrorCode;

  constructor(code: MediaErrorCode, message: string) {
    super(message);
    this.name = "MediaError";
    this.code = code;
  }
}
