import type { Readable } from "node:stream";

/** A folder that directly holds objects, and when the newest of them was written. */
export interface StoredFolder {
  /** Ends with "/", e.g. `assets/<user>/<asset>/`. */
  prefix: string;
  lastModified: Date;
}

/** An inclusive byte span, as in a `Range` header. */
export interface ByteSpan {
  start: number;
  end: number;
}

/**
 * Where files live: keys are `/`-separated paths made by the server (never by users). The only
 * module that touches the disk's files folder or the S3 bucket. Chosen by configuration
 * (`create-storage.ts`): a local folder, or an S3-compatible bucket.
 */
export interface Storage {
  /**
   * Stores a local file under `key`, replacing any object there; readers never see half of it.
   * The file is handed over: it may be moved into place, so callers must not use it afterwards.
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Copies the object into a local file (for ffmpeg, sharp and renders). */
  download(key: string, file: string): Promise<void>;
  /** The object's size; undefined when there is none. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** The object's bytes, or a span of them; undefined when there is none. */
  read(key: string, span?: ByteSpan): Promise<{ stream: Readable } | undefined>;
  /** Removes every object whose key starts with `prefix` (a folder, ending with "/"). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every folder under `prefix` that directly holds objects. */
  listFolders(prefix: string): AsyncIterable<StoredFolder>;
  /**
   * A short-lived link from which a browser downloads the object straight from the store, named
   * `fileName`; undefined where the store serves no such links (a local folder).
   */
  downloadUrl(key: string, options: { fileName: string; contentType: string }): Promise<string | undefined>;
}

/** Refuses keys that could leave their folder on a disk or be read differently by a store. */
export function checkKey(key: string): string[] {
  const segments = key.replace(/\/$/, "").split("/");
  if (!segments.every((segment) => /^[\w.-]+$/.test(segment) && segment !== "." && segment !== ".."))
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return segments;
}
