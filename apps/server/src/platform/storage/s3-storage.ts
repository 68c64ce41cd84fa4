import { createReadStream, createWriteStream } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { attachmentDisposition } from "../../kernel/attachment.ts";
import { checkKey, type ByteSpan, type Storage, type StoredFolder } from "./storage.ts";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** A non-AWS store's address (MinIO, R2, Garage…). */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Downloads go from the bucket to the browser through presigned links, not through us. */
  directDownloads: boolean;
}

/** Big files go up in parts of this size, a few at once, so no file is ever held whole. */
const PART_BYTES = 16 * 1024 * 1024;
const PARTS_AT_ONCE = 4;
/** How long a presigned download link works. */
const DOWNLOAD_LINK_SECONDS = 5 * 60;

const notThere = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/** Objects in an S3-compatible bucket; uploads are multipart, downloads optionally presigned. */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly directDownloads: boolean;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.directDownloads = config.directDownloads;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    checkKey(key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: createReadStream(file), ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async download(key: string, file: string): Promise<void> {
    const object = await this.read(key);
    if (!object) throw new Error(`No stored object ${key}`);
    await pipeline(object.stream, createWriteStream(file));
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    checkKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (notThere(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, span?: ByteSpan) {
    checkKey(key);
    try {
      const range = span ? `bytes=${span.start}-${span.end}` : undefined;
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }));
      return { stream: object.Body as Readable };
    } catch (error) {
      if (notThere(error)) return undefined;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    checkKey(prefix);
    const keys: string[] = [];
    for await (const object of this.objectsUnder(prefix)) keys.push(object.key);
    // DeleteObjects takes at most 1000 keys a call.
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
    }
  }

  async *listFolders(prefix: string): AsyncIterable<StoredFolder> {
    checkKey(prefix);
    const newest = new Map<string, Date>();
    for await (const object of this.objectsUnder(prefix)) {
      const folder = object.key.slice(0, object.key.lastIndexOf("/") + 1);
      const previous = newest.get(folder);
      if (!previous || object.lastModified > previous) newest.set(folder, object.lastModified);
    }
    for (const [folder, lastModified] of newest) yield { prefix: folder, lastModified };
  }

  async downloadUrl(key: string, options: { fileName: string; contentType: string }): Promise<string | undefined> {
    if (!this.directDownloads) return undefined;
    checkKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: attachmentDisposition(options.fileName),
      ResponseContentType: options.contentType,
    });
    return getSignedUrl(this.client, command, { expiresIn: DOWNLOAD_LINK_SECONDS });
  }

  private async *objectsUnder(prefix: string): AsyncIterable<{ key: string; lastModified: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
