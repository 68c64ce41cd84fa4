/** A configured language model as staff screens see it (never its key). */
export interface LlmModelInfo {
  id: string;
  label: string;
  provider: string;
  model: string;
  /** US dollars per million input and output tokens; null when not configured. */
  price: { input: number; output: number } | null;
  vision: boolean;
  /** The model the planner writes storyboards with. */
  planner: boolean;
}

/** What a model's health check found. */
export interface LlmModelHealth {
  id: string;
  ok: boolean;
  latency_ms: number;
  /** Why it failed, for people; null when it answered. */
  error: string | null;
  checked_at: string;
}

/** Where a recorded model call came from. */
export const LLM_CALL_SOURCES = ["planner", "chat", "layout-gen", "prompt-test"] as const;
export type LlmCallSource = (typeof LLM_CALL_SOURCES)[number];

/** What a recorded call sent: the messages (the system prompt first), and the tool by name. */
export interface LlmCallRequest {
  messages: unknown[];
  tool: string | null;
}

/** A recorded call's raw answer. */
export interface LlmCallResponse {
  text: string | null;
  tool_calls: { name: string; input: unknown }[];
  finish_reason: string | null;
}
