import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { expect, test } from "vitest";
import { readAgain } from "./read-again";

/** A query function whose answers the test gives, one per call, in order. */
function answeredByHand() {
  const pending: ((value: string) => void)[] = [];
  const queryFn = () => new Promise<string>((resolve) => pending.push(resolve));
  return { queryFn, pending };
}

test("a first read still on its way when the server says something changed is made again, and the newer answer stays", async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { queryFn, pending } = answeredByHand();
  const observer = new QueryObserver(client, { queryKey: ["runs", "r1"], queryFn });
  const stop = observer.subscribe(() => undefined);
  expect(pending).toHaveLength(1);

  const reading = readAgain(client, { queryKey: ["runs"] });
  // Invalidating alone would wait for the first read (one call, for ever here).
  await expect.poll(() => pending).toHaveLength(2);
  pending[0]!("running");
  pending[1]!("finished");
  await reading;
  expect(observer.getCurrentResult().data).toBe("finished");
  stop();
});

test("a query that already has data is read again once, as invalidating does", async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { queryFn, pending } = answeredByHand();
  const observer = new QueryObserver(client, { queryKey: ["runs", "r1"], queryFn });
  const stop = observer.subscribe(() => undefined);
  pending[0]!("running");
  await expect.poll(() => observer.getCurrentResult().data).toBe("running");

  const reading = readAgain(client, { queryKey: ["runs"] });
  await expect.poll(() => pending).toHaveLength(2);
  pending[1]!("finished");
  await reading;
  expect(observer.getCurrentResult().data).toBe("finished");
  expect(pending).toHaveLength(2);
  stop();
});
