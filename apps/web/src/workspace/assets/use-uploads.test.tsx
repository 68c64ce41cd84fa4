// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ASSETS_KEY } from "./asset-api";
import { useUploads } from "./use-uploads";

/** An XMLHttpRequest whose upload the test drives: progress, the answer, a dropped connection. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  readonly upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = "";
  status = 0;
  response: unknown = null;
  aborted = false;
  target = "";
  file: File | undefined;

  open(method: string, url: string) {
    this.target = `${method} ${url}`;
  }
  send(form: FormData) {
    this.file = form.get("file") as File;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    this.onload?.();
  }
  drop() {
    this.onerror?.();
  }
}

const file = (name: string) => new File([new Uint8Array(100)], name, { type: "image/png" });
const asset = (name: string) => ({ id: `asset-${name}`, name, status: "processing" });
let queryClient: QueryClient;

function renderUploads() {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useUploads(), { wrapper }).result;
}

/** Runs a step of the fake upload and the updates it causes. */
const step = (run: () => void) => act(async () => run());
const states = (uploads: { current: ReturnType<typeof useUploads> }) => uploads.current.items.map((item) => `${item.name}: ${item.state}`);

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
  queryClient = new QueryClient();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("shows each file's progress, then the new asset, and refreshes the library", async () => {
  queryClient.setQueryData(ASSETS_KEY, { data: [] });
  const uploads = renderUploads();
  await step(() => uploads.current.add([file("a.png")]));
  const [request] = FakeUpload.sent;
  expect(request!.target).toBe("POST /api/v1/assets");
  expect(request!.file!.name).toBe("a.png");
  await step(() => request!.progress(40, 100));
  expect(uploads.current.items[0]).toMatchObject({ state: "uploading", progress: 0.4 });
  expect(queryClient.getQueryState(ASSETS_KEY)?.isInvalidated).toBe(false);
  await step(() => request!.answer(201, { data: asset("a.png") }));
  expect(uploads.current.items[0]).toMatchObject({ state: "done", progress: 1, asset: asset("a.png") });
  expect(queryClient.getQueryState(ASSETS_KEY)?.isInvalidated).toBe(true);
});

test("sends three files at a time; the next starts when one lands", async () => {
  const uploads = renderUploads();
  await step(() => uploads.current.add(["1.png", "2.png", "3.png", "4.png"].map(file)));
  expect(FakeUpload.sent.map((request) => request.file!.name)).toEqual(["1.png", "2.png", "3.png"]);
  expect(states(uploads)).toEqual(["1.png: uploading", "2.png: uploading", "3.png: uploading", "4.png: waiting"]);
  await step(() => FakeUpload.sent[1]!.answer(201, { data: asset("2.png") }));
  expect(FakeUpload.sent.map((request) => request.file!.name)).toEqual(["1.png", "2.png", "3.png", "4.png"]);
});

test("cancel stops an upload in flight and takes a waiting one out of the queue", async () => {
  const uploads = renderUploads();
  await step(() => uploads.current.add(["1.png", "2.png", "3.png", "4.png", "5.png"].map(file)));
  const [first] = uploads.current.items;
  const waiting = uploads.current.items[4]!;
  await step(() => uploads.current.cancel(waiting.key));
  await step(() => uploads.current.cancel(first!.key));
  expect(FakeUpload.sent[0]!.aborted).toBe(true);
  expect(uploads.current.items[0]).toMatchObject({ state: "cancelled", error: undefined });
  expect(states(uploads)).toEqual(["1.png: cancelled", "2.png: uploading", "3.png: uploading", "4.png: uploading", "5.png: cancelled"]);
  // The queue runs dry without it.
  for (const request of FakeUpload.sent.slice(1)) await step(() => request.answer(201, { data: asset(request.file!.name) }));
  expect(FakeUpload.sent.map((request) => request.file!.name)).toEqual(["1.png", "2.png", "3.png", "4.png"]);
  expect(states(uploads)).toEqual(["1.png: cancelled", "2.png: done", "3.png: done", "4.png: done", "5.png: cancelled"]);
});

test("a dropped connection fails the file, and retry sends it again", async () => {
  const uploads = renderUploads();
  await step(() => uploads.current.add([file("flaky.png")]));
  await step(() => FakeUpload.sent[0]!.drop());
  expect(uploads.current.items[0]).toMatchObject({
    state: "failed",
    error: "The upload was interrupted. Check your connection and try again.",
  });
  await step(() => uploads.current.retry(uploads.current.items[0]!.key));
  expect(FakeUpload.sent).toHaveLength(2);
  expect(FakeUpload.sent[1]!.file!.name).toBe("flaky.png");
  expect(uploads.current.items[0]).toMatchObject({ state: "uploading", progress: 0, error: undefined });
  await step(() => FakeUpload.sent[1]!.answer(201, { data: asset("flaky.png") }));
  expect(uploads.current.items[0]).toMatchObject({ state: "done" });
});

test("a file the server refuses says the server's reason", async () => {
  const uploads = renderUploads();
  await step(() => uploads.current.add([file("huge.png")]));
  await step(() =>
    FakeUpload.sent[0]!.answer(413, { error: { code: "too_large", message: "This image file is larger than the 5 MB allowed." } }),
  );
  expect(uploads.current.items[0]).toMatchObject({ state: "failed", error: "This image file is larger than the 5 MB allowed." });
});
