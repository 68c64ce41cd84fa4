import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config/config.ts";

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

  it("configures a language model only when asked, with what each provider needs", () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_PROVIDER: "openai", LLM_MODEL: "gpt-4.1-mini", LLM_API_KEY: "sk-test" }).llm).toEqual({
      provider: "openai",
      model: "gpt-4.1-mini",
      apiKey: "sk-test",
      baseUrl: undefined,
      timeoutMs: 60_000,
    });
    expect(
      loadConfig({ LLM_PROVIDER: "openai-compatible", LLM_MODEL: "llama3.1", LLM_BASE_URL: "http://127.0.0.1:11434/v1" }).llm,
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
});
