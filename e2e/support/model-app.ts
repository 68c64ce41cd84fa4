import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeOpenAi, type FakeOpenAi } from "@framewise/test-support/fake-openai";
import { startAppServer } from "./app-server.ts";
import { STAFF_DOMAIN } from "./environment.ts";

export interface ModelApp {
  url: string;
  dataDir: string;
  /** The scripted model every configured model is served by. */
  llm: FakeOpenAi;
  /** Stops the app and the fake and removes the data folder. */
  close(): Promise<void>;
}

/** The settings for one OpenAI-compatible model named `model`, served at `llmUrl`. */
export const oneModel = (model: string) => (llmUrl: string) => ({
  LLM_PROVIDER: "openai-compatible",
  LLM_MODEL: model,
  LLM_BASE_URL: llmUrl,
});

/**
 * A fresh app on its own data folder, with the shared app's staff domain, whose language models
 * are the settings `models` gives for a fake OpenAI-compatible server on loopback.
 */
export async function startAppWithFakeModel(models: (llmUrl: string) => Record<string, string>): Promise<ModelApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-e2e-llm-"));
  const llm = await startFakeOpenAi();
  const server = await startAppServer({ DATA_DIR: dataDir, STAFF_EMAIL_DOMAINS: STAFF_DOMAIN, ...models(llm.url) });
  return {
    url: server.url,
    dataDir,
    llm,
    async close() {
      await server.stop();
      await llm.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
