CREATE TABLE "api_key" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"hash" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_key_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "campaign" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"client_template_id" text NOT NULL,
	"name" text NOT NULL,
	"variables" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"account_user_id" text NOT NULL,
	"brand_kit" jsonb,
	"template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"webhook_url" text,
	"webhook_secret" text NOT NULL,
	"max_concurrent_renders" integer DEFAULT 4 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_account_user_id_unique" UNIQUE("account_user_id")
);
--> statement-breakpoint
CREATE TABLE "client_member" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_template" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"client_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_client_id_key_pk" PRIMARY KEY("client_id","key")
);
--> statement-breakpoint
CREATE TABLE "pipeline" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source_kind" text NOT NULL,
	"source" jsonb NOT NULL,
	"client_template_id" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"schedule" text,
	"approval" boolean DEFAULT true NOT NULL,
	"delivery" jsonb NOT NULL,
	"inbound_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_item" (
	"id" text PRIMARY KEY NOT NULL,
	"pipeline_id" text NOT NULL,
	"item_key" text NOT NULL,
	"run_id" text,
	"data" jsonb NOT NULL,
	"status" text NOT NULL,
	"content_id" text,
	"render_id" text,
	"error" text,
	"decided_by" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_run" (
	"id" text PRIMARY KEY NOT NULL,
	"pipeline_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"trigger" text NOT NULL,
	"found" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"drafted" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"event_type" text NOT NULL,
	"url" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"response_excerpt" text,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "render" ADD COLUMN "metadata" jsonb;--> statement-breakpoint
ALTER TABLE "render" ADD COLUMN "webhook_url" text;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_client_template_id_client_template_id_fk" FOREIGN KEY ("client_template_id") REFERENCES "public"."client_template"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_account_user_id_user_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_member" ADD CONSTRAINT "client_member_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_member" ADD CONSTRAINT "client_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_template" ADD CONSTRAINT "client_template_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_template" ADD CONSTRAINT "client_template_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline" ADD CONSTRAINT "pipeline_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline" ADD CONSTRAINT "pipeline_client_template_id_client_template_id_fk" FOREIGN KEY ("client_template_id") REFERENCES "public"."client_template"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_item" ADD CONSTRAINT "pipeline_item_pipeline_id_pipeline_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipeline"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_item" ADD CONSTRAINT "pipeline_item_run_id_pipeline_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pipeline_run"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_item" ADD CONSTRAINT "pipeline_item_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_item" ADD CONSTRAINT "pipeline_item_render_id_render_id_fk" FOREIGN KEY ("render_id") REFERENCES "public"."render"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_item" ADD CONSTRAINT "pipeline_item_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_run" ADD CONSTRAINT "pipeline_run_pipeline_id_pipeline_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipeline"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_client_idx" ON "api_key" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "campaign_client_idx" ON "campaign" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_member_client_user_idx" ON "client_member" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "client_member_user_idx" ON "client_member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_template_client_idx" ON "client_template" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "idempotency_key_created_at_idx" ON "idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pipeline_client_idx" ON "pipeline" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_item_key_idx" ON "pipeline_item" USING btree ("pipeline_id","item_key");--> statement-breakpoint
CREATE INDEX "pipeline_item_status_idx" ON "pipeline_item" USING btree ("pipeline_id","status");--> statement-breakpoint
CREATE INDEX "pipeline_run_pipeline_idx" ON "pipeline_run" USING btree ("pipeline_id","started_at");--> statement-breakpoint
CREATE INDEX "webhook_delivery_client_idx" ON "webhook_delivery" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE TRIGGER client_audit AFTER INSERT OR UPDATE OR DELETE ON "client" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at', 'webhook_secret');--> statement-breakpoint
CREATE TRIGGER client_member_audit AFTER INSERT OR UPDATE OR DELETE ON "client_member" FOR EACH ROW EXECUTE FUNCTION framewise_audit();--> statement-breakpoint
CREATE TRIGGER api_key_audit AFTER INSERT OR UPDATE OR DELETE ON "api_key" FOR EACH ROW EXECUTE FUNCTION framewise_audit('hash', 'last_used_at');--> statement-breakpoint
CREATE TRIGGER client_template_audit AFTER INSERT OR UPDATE OR DELETE ON "client_template" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at');--> statement-breakpoint
CREATE TRIGGER pipeline_audit AFTER INSERT OR UPDATE OR DELETE ON "pipeline" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at', 'inbound_token_hash');--> statement-breakpoint
CREATE TRIGGER pipeline_item_audit AFTER INSERT OR UPDATE OR DELETE ON "pipeline_item" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at');--> statement-breakpoint
CREATE TRIGGER campaign_audit AFTER INSERT OR UPDATE OR DELETE ON "campaign" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at');
