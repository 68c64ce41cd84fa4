ALTER TABLE "llm_call" ADD COLUMN "source" text DEFAULT 'planner' NOT NULL;--> statement-breakpoint
ALTER TABLE "llm_call" ADD COLUMN "model_id" text;--> statement-breakpoint
ALTER TABLE "llm_call" ADD COLUMN "run_id" text;--> statement-breakpoint
ALTER TABLE "llm_call" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "llm_call" ADD COLUMN "cost_usd" double precision;--> statement-breakpoint
ALTER TABLE "llm_call" ADD COLUMN "fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "llm_call" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "llm_call" ADD COLUMN "response" jsonb;--> statement-breakpoint
ALTER TABLE "llm_call" ADD COLUMN "problems" jsonb;--> statement-breakpoint
CREATE INDEX "llm_call_source_created_at_idx" ON "llm_call" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "llm_call_run_id_idx" ON "llm_call" USING btree ("run_id");--> statement-breakpoint
-- Calls recorded before model ids: the model's own name was its id.
UPDATE "llm_call" SET "model_id" = "model" WHERE "model_id" IS NULL;
