import { APICallError, DownloadError, NoImageGeneratedError, RetryError } from "ai";
import { ImageProviderError, type ImageProviderFailureCode, type ProviderRun } from "./image-provider.ts";

/** What services say when they refuse a prompt (OpenAI's codes, fal's and Replicate's NSFW checks, Google's safety filter). */
const CONTENT_POLICY = /content[_ ]policy|moderation[_ ]blocked|safety (system|filter)|nsfw|prohibited content|flagged as sensitive/i;
/** What GPU servers say when the card's memory runs out (PyTorch, ComfyUI, A1111, llama.cpp-based LocalAI). */
const OUT_OF_MEMORY = /out of memory|OutOfMemoryError|CUDA error: out of memory|allocation on device|not enough memory/i;

/** A service's answer that is not a success, as its status and text (body or error message). */
export function failureFromAnswer(status: number | undefined, text: string): ImageProviderError {
  return new ImageProviderError(...classify(status, text));
}

function classify(status: number | undefined, text: string): [ImageProviderFailureCode, string?] {
  if (OUT_OF_MEMORY.test(text)) return ["out_of_memory"];
  if (CONTENT_POLICY.test(text)) return ["content_policy"];
  if (status === 401 || status === 403) return ["bad_credentials"];
  if (status === 408 || status === 504) return ["timeout"];
  if (status === undefined || status === 502 || status === 503) return ["unavailable", brief(text)];
  return ["failed", brief(text)];
}

/** The service's own words, short, for the end of the message. */
const brief = (text: string) => {
  const words = text.replace(/\s+/g, " ").trim();
  return words ? (words.length > 200 ? `${words.slice(0, 199)}…` : words) : undefined;
};

/** Any error a provider's request threw, as the failure a person reads. */
export function providerFailure(error: unknown): ImageProviderError {
  if (error instanceof ImageProviderError) return error;
  if (RetryError.isInstance(error)) return providerFailure(error.lastError);
  if (APICallError.isInstance(error)) {
    // No status: the request never got an answer (refused connection, reset, DNS).
    if (error.statusCode === undefined) return new ImageProviderError("unavailable", brief(causeMessage(error)));
    return failureFromAnswer(error.statusCode, `${error.message} ${error.responseBody ?? ""}`);
  }
  if (DownloadError.isInstance(error)) return failureFromAnswer(error.statusCode, error.message);
  if (NoImageGeneratedError.isInstance(error)) return new ImageProviderError("bad_answer");
  // fetch's own failure: nothing listens there, or the connection dropped.
  if (error instanceof TypeError && error.message === "fetch failed")
    return new ImageProviderError("unavailable", brief(causeMessage(error)));
  return failureFromAnswer(0, error instanceof Error ? error.message : String(error));
}

const causeMessage = (error: Error): string =>
  error.cause instanceof Error ? `${error.cause.message}${"code" in error.cause ? ` (${String(error.cause.code)})` : ""}` : error.message;

/**
 * Runs a provider's request with a deadline (`timeoutMs`) on top of the run's cancel signal.
 * A cancel goes out as it came (the job knows it cancelled); a passed deadline is `timeout`; any
 * other error is mapped to a clear failure.
 */
export async function withinDeadline<T>(run: ProviderRun, timeoutMs: number, ask: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([run.signal, deadline]);
  try {
    return await ask(signal);
  } catch (error) {
    if (run.signal.aborted) throw run.signal.reason ?? error;
    if (deadline.aborted) throw new ImageProviderError("timeout");
    throw providerFailure(error);
  }
}
