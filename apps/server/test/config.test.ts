import { readdir, readFile } from "node:fs/promises";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/platform/config/config.ts";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("configuration", () => {
  it("has embedded defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe("./data");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.staffEmailDomains).toEqual([]);
    expect(config.posthog).toBeUndefined();
    expect(config.sentryDsn).toBeUndefined();
    expect(config.oidcProviders).toEqual([]);
  });

  it("names every bad variable with its value and the reason", () => {
    const problems = problemsOf({ PORT: "seventy", DATABASE_URL: "not a url", AUTH_SECRET: "short", PUBLIC_SECRET_PATH: "status" });
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.startsWith('PORT="seventy"'))).toBeDefined();
    expect(problems.find((p) => p.startsWith('DATABASE_URL="not a url"'))).toBeDefined();
    expect(problems.find((p) => p.startsWith("AUTH_SECRET=") && p.includes("at least 32"))).toBeDefined();
    expect(problems.find((p) => p.startsWith('PUBLIC_SECRET_PATH="status"'))).toBeDefined();
  });

  it("sizes each process's PostgreSQL pools from the configuration, within bounds", () => {
    expect(loadConfig({}).poolSizes).toEqual({ queries: 10, jobs: 10 });
    expect(loadConfig({ DATABASE_POOL_SIZE: "3", JOBS_POOL_SIZE: "4" }).poolSizes).toEqual({ queries: 3, jobs: 4 });
    const problems = problemsOf({ DATABASE_POOL_SIZE: "0", JOBS_POOL_SIZE: "1000" });
    expect(problems.map((problem) => problem.split("=")[0])).toEqual(["DATABASE_POOL_SIZE", "JOBS_POOL_SIZE"]);
  });

  it("puts every problem in the error message, one per line", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/Invalid configuration:\n {2}- PORT="70000"/);
  });

  it("parses lists case-insensitively and drops empty items", () => {
    const config = loadConfig({ STAFF_EMAIL_DOMAINS: " Framewise.io, ,ops.framewise.io ", IMAGE_BRAND_HOSTS: "Images.Example" });
    expect(config.staffEmailDomains).toEqual(["framewise.io", "ops.framewise.io"]);
    expect(config.imageBrandHosts).toEqual(["images.example"]);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", POSTHOG_KEY: "", SENTRY_DSN: "" }).databaseUrl).toBeUndefined();
  });

  it("requires OpenID settings to come as a set", () => {
    expect(problemsOf({ OIDC_ISSUER: "https://id.example" })).toEqual([
      "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
    ]);
    expect(problemsOf({ GOOGLE_CLIENT_ID: "x" })).toEqual(["GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together"]);
  });

  it("lists several models from LLM_MODELS, each key from the variable it names, with prices and the planner's choice", () => {
    const models = JSON.stringify([
      { id: "llama", provider: "openai-compatible", model: "llama3.1", base_url: "http://127.0.0.1:11434/v1" },
      {
        id: "gpt",
        label: "GPT 4.1 mini",
        provider: "openai",
        model: "gpt-4.1-mini",
        api_key_env: "OPENAI_KEY",
        price_input: 0.4,
        price_output: 1.6,
        vision: true,
      },
    ]);
    const llm = loadConfig({ LLM_MODELS: models, OPENAI_KEY: "sk-listed", LLM_PLANNER_MODEL: "gpt" }).llm!;
    expect(llm.plannerModelId).toBe("gpt");
    expect(llm.models.map(({ id, label, apiKey, price, vision }) => ({ id, label, apiKey, price, vision }))).toEqual([
      { id: "llama", label: "llama", apiKey: undefined, price: undefined, vision: false },
      { id: "gpt", label: "GPT 4.1 mini", apiKey: "sk-listed", price: { input: 0.4, output: 1.6 }, vision: true },
    ]);
    expect(
      loadConfig({ LLM_PROVIDER: "openai", LLM_MODEL: "m", LLM_API_KEY: "k", LLM_PRICE_INPUT: "1", LLM_PRICE_OUTPUT: "2" }).llm!.models[0]!
        .price,
    ).toEqual({ input: 1, output: 2 });
    expect(
      problemsOf({ LLM_MODELS: JSON.stringify([{ id: "gpt", provider: "openai", model: "gpt-4.1", api_key_env: "MISSING_KEY" }]) }),
    ).toEqual(["LLM_MODELS: gpt's key variable MISSING_KEY is not set"]);
    expect(
      problemsOf({ LLM_MODELS: JSON.stringify([{ id: "a", provider: "anthropic", model: "claude" }]), LLM_PLANNER_MODEL: "b" }),
    ).toEqual(["LLM_MODELS: a needs api_key_env (anthropic)", "LLM_PLANNER_MODEL names b, which is not among the configured models (a)"]);
    expect(
      problemsOf({
        LLM_PROVIDER: "openai-compatible",
        LLM_MODEL: "m",
        LLM_BASE_URL: "http://127.0.0.1:1/v1",
        LLM_MODELS: JSON.stringify([{ id: "m", provider: "openai-compatible", model: "x", base_url: "http://127.0.0.1:2/v1" }]),
      }),
    ).toEqual(["LLM_MODELS: model ids must be unique (m)"]);
    expect(() => loadConfig({ LLM_MODELS: "not json" })).toThrow(/LLM_MODELS/);
  });

  it("configures a language model only when asked, with what each provider needs", () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_PROVIDER: "openai", LLM_MODEL: "gpt-4.1-mini", LLM_API_KEY: "sk-test" }).llm).toEqual({
      models: [
        {
          id: "gpt-4.1-mini",
          label: "gpt-4.1-mini",
          provider: "openai",
          model: "gpt-4.1-mini",
          apiKey: "sk-test",
          baseUrl: undefined,
          price: undefined,
          vision: false,
        },
      ],
      plannerModelId: "gpt-4.1-mini",
      timeoutMs: 60_000,
    });
    expect(
      loadConfig({ LLM_PROVIDER: "openai-compatible", LLM_MODEL: "llama3.1", LLM_BASE_URL: "http://127.0.0.1:11434/v1" }).llm?.models[0],
    ).toMatchObject({ apiKey: undefined, baseUrl: "http://127.0.0.1:11434/v1" });
    expect(problemsOf({ LLM_PROVIDER: "anthropic" })).toEqual([
      "LLM_MODEL must be set with LLM_PROVIDER",
      "LLM_API_KEY must be set for LLM_PROVIDER=anthropic",
    ]);
    expect(problemsOf({ LLM_PROVIDER: "openai-compatible", LLM_MODEL: "m" })).toEqual([
      "LLM_BASE_URL must be set for LLM_PROVIDER=openai-compatible",
    ]);
    expect(problemsOf({ LLM_MODEL: "m" })).toEqual(["LLM_PROVIDER must be set with LLM_MODEL, LLM_API_KEY or LLM_BASE_URL"]);
    expect(problemsOf({ LLM_PROVIDER: "mistral" })[0]).toMatch(/^LLM_PROVIDER="mistral": /);
  });

  it("offers Google and a generic OpenID provider by discovery URL", () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "gs",
      OIDC_ISSUER: "https://id.example/realms/main/",
      OIDC_CLIENT_ID: "c",
      OIDC_CLIENT_SECRET: "cs",
      OIDC_PROVIDER_NAME: "Company SSO",
    });
    expect(config.oidcProviders.map((p) => [p.id, p.name, p.discoveryUrl])).toEqual([
      ["google", "Google", "https://accounts.google.com/.well-known/openid-configuration"],
      ["oidc", "Company SSO", "https://id.example/realms/main/.well-known/openid-configuration"],
    ]);
  });

  it("accepts only DSNs the Sentry SDK can use", () => {
    expect(loadConfig({ SENTRY_DSN: "https://abc123@o1.ingest.sentry.io/42" }).sentryDsn).toBe("https://abc123@o1.ingest.sentry.io/42");
    expect(problemsOf({ SENTRY_DSN: "https://sentry.example/42" })[0]).toMatch(/^SENTRY_DSN=.*Sentry DSN/);
    expect(problemsOf({ SENTRY_DSN: "http://e2e-key@127.0.0.1:9/1" })).toHaveLength(1);
  });

  it("turns analytics on only with a key", () => {
    expect(loadConfig({ POSTHOG_KEY: "phc_x", POSTHOG_HOST: "http://127.0.0.1:9" }).posthog).toEqual({
      key: "phc_x",
      host: "http://127.0.0.1:9",
    });
  });

  it("ships a .env.example whose every variable is one the server reads, at its default", async () => {
    const example = await readFile(new URL("../../../.env.example", import.meta.url), "utf8");
    const uncommented = example.replace(/^# (?=[A-Z][A-Z0-9_]*=)/gm, "");
    const variables = parseEnv(uncommented) as Record<string, string>;
    expect(Object.keys(variables).length).toBeGreaterThan(20);
    const configFolder = new URL("../src/platform/config/", import.meta.url);
    const sources = await Promise.all((await readdir(configFolder)).map((file) => readFile(new URL(file, configFolder), "utf8")));
    for (const name of Object.keys(variables))
      expect(
        sources.some((source) => source.includes(`${name}:`)),
        name,
      ).toBe(true);
    expect(loadConfig(variables)).toEqual(loadConfig({}));
  });
});
