/**
 * The tables whose every change the `framewise_audit` trigger records (migrations 0020, 0023, 0026 and 0027), by
 * name. The browser edits only these, so every staff edit lands in the audit trail with its
 * reason; `test/db-browser-registry.test.ts` checks the list against the database's triggers.
 * (`quota_ledger` records only its grants, on insert: it is not edited here.)
 */
export const AUDITED_TABLES: readonly string[] = [
  "content",
  "template",
  "layout",
  "asset",
  "landing_page",
  "user",
  "image_vibe",
  "image_inspiration",
  "prompt_suite",
  "prompt_suite_prompt",
  "plan_assignment",
  // Production (migration 0023).
  "client",
  "client_member",
  "api_key",
  "client_template",
  "pipeline",
  "pipeline_item",
  "campaign",
  // The library studio (migration 0026).
  "library_item",
  "library_version",
  // Reviews and the generator's queue (migration 0027).
  "library_comment",
  "generated_layout",
  // The library's font store (migration 0028).
  "library_font",
];
