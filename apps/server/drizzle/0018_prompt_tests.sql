CREATE TABLE "prompt_suite" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starter" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompt_suite_prompt" (
	"id" text PRIMARY KEY NOT NULL,
	"suite_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"prompt" text NOT NULL,
	"aspect_ratio" text,
	"template_id" text,
	"expectations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompt_test_result" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"seq" integer NOT NULL,
	"prompt_id" text NOT NULL,
	"prompt_name" text NOT NULL,
	"prompt" text NOT NULL,
	"aspect_ratio" text,
	"template_id" text,
	"expectations" jsonb NOT NULL,
	"target" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"document" jsonb,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"judge_model_id" text,
	"judge_score" integer,
	"judge_reason" text,
	"latency_ms" integer,
	"input_tokens" integer,
	"output_tokens" integer,
	"cost_usd" double precision,
	"error" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prompt_test_run" (
	"id" text PRIMARY KEY NOT NULL,
	"suite_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"targets" jsonb NOT NULL,
	"judge_model_id" text,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"score" double precision,
	"judge_score" double precision,
	"started_by" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "prompt_suite" ADD CONSTRAINT "prompt_suite_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_suite_prompt" ADD CONSTRAINT "prompt_suite_prompt_suite_id_prompt_suite_id_fk" FOREIGN KEY ("suite_id") REFERENCES "public"."prompt_suite"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_test_result" ADD CONSTRAINT "prompt_test_result_run_id_prompt_test_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."prompt_test_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_test_run" ADD CONSTRAINT "prompt_test_run_suite_id_prompt_suite_id_fk" FOREIGN KEY ("suite_id") REFERENCES "public"."prompt_suite"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_test_run" ADD CONSTRAINT "prompt_test_run_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_suite_updated_at_idx" ON "prompt_suite" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "prompt_suite_prompt_suite_id_position_idx" ON "prompt_suite_prompt" USING btree ("suite_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "prompt_test_result_run_id_seq_idx" ON "prompt_test_result" USING btree ("run_id","seq");--> statement-breakpoint
CREATE INDEX "prompt_test_run_suite_id_created_at_idx" ON "prompt_test_run" USING btree ("suite_id","created_at");--> statement-breakpoint
CREATE INDEX "prompt_test_run_status_idx" ON "prompt_test_run" USING btree ("status");