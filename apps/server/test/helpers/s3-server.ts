import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The server's configuration variables for this bucket. */
  env: Record<string, string>;
  /** How many objects the bucket holds (read from s3rver's folder, not through S3). */
  objectCount(): Promise<number>;
  stop(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on 127.0.0.1 and a free port, with one empty bucket. */
export async function startTestS3(bucket = "framewise-test"): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "framewise-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async objectCount() {
      const entries = await readdir(path.join(directory, bucket), { recursive: true, withFileTypes: true });
      // s3rver keeps each object as `<key>._S3rver_object` beside its metadata files.
      return entries.filter((entry) => entry.isFile() && entry.name.endsWith("._S3rver_object")).length;
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
