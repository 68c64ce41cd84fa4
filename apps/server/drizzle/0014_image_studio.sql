CREATE TABLE "generated_image" (
	"id" text PRIMARY KEY NOT NULL,
	"generation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"seed" bigint NOT NULL,
	"board_id" text,
	"favourite" boolean DEFAULT false NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"hidden" boolean DEFAULT false NOT NULL,
	"offline_preview" boolean DEFAULT false NOT NULL,
	"asset_id" text,
	"likes" integer DEFAULT 0 NOT NULL,
	"remixes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_board" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_generation" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"prompt" text NOT NULL,
	"negative_prompt" text,
	"vibe_id" text,
	"aspect_ratio" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"count" integer NOT NULL,
	"seed" bigint NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"parent_image_id" text,
	"reference_asset_ids" text[] DEFAULT '{}' NOT NULL,
	"board_id" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" real,
	"step" text,
	"error" text,
	"provider_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "image_generation_usage" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "image_generation_usage_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "image_inspiration" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"prompt" text NOT NULL,
	"negative_prompt" text,
	"vibe_id" text,
	"aspect_ratio" text NOT NULL,
	"seed" bigint NOT NULL,
	"image_key" text NOT NULL,
	"position" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_like" (
	"image_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_like_image_id_user_id_pk" PRIMARY KEY("image_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "image_report" (
	"id" text PRIMARY KEY NOT NULL,
	"image_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_vibe" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"origin" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"prompt_fragment" text DEFAULT '' NOT NULL,
	"negative_fragment" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preview_key" text,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_image" ADD CONSTRAINT "generated_image_generation_id_image_generation_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."image_generation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_image" ADD CONSTRAINT "generated_image_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_image" ADD CONSTRAINT "generated_image_board_id_image_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."image_board"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_image" ADD CONSTRAINT "generated_image_asset_id_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."asset"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_board" ADD CONSTRAINT "image_board_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_generation" ADD CONSTRAINT "image_generation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_generation" ADD CONSTRAINT "image_generation_vibe_id_image_vibe_id_fk" FOREIGN KEY ("vibe_id") REFERENCES "public"."image_vibe"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_generation" ADD CONSTRAINT "image_generation_parent_image_id_generated_image_id_fk" FOREIGN KEY ("parent_image_id") REFERENCES "public"."generated_image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_generation" ADD CONSTRAINT "image_generation_board_id_image_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."image_board"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_generation_usage" ADD CONSTRAINT "image_generation_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_inspiration" ADD CONSTRAINT "image_inspiration_vibe_id_image_vibe_id_fk" FOREIGN KEY ("vibe_id") REFERENCES "public"."image_vibe"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_inspiration" ADD CONSTRAINT "image_inspiration_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_like" ADD CONSTRAINT "image_like_image_id_generated_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."generated_image"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_like" ADD CONSTRAINT "image_like_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_report" ADD CONSTRAINT "image_report_image_id_generated_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."generated_image"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_report" ADD CONSTRAINT "image_report_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_vibe" ADD CONSTRAINT "image_vibe_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_image_user_id_created_at_idx" ON "generated_image" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "generated_image_generation_id_idx" ON "generated_image" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "generated_image_public_published_at_idx" ON "generated_image" USING btree ("published_at") WHERE "generated_image"."public" and not "generated_image"."hidden";--> statement-breakpoint
CREATE UNIQUE INDEX "image_board_user_id_name_idx" ON "image_board" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "image_generation_user_id_created_at_idx" ON "image_generation" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "image_generation_prompt_search_idx" ON "image_generation" USING gin (to_tsvector('simple', "prompt"));--> statement-breakpoint
CREATE INDEX "image_inspiration_position_idx" ON "image_inspiration" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "image_report_image_id_user_id_idx" ON "image_report" USING btree ("image_id","user_id");--> statement-breakpoint
CREATE INDEX "image_vibe_user_id_idx" ON "image_vibe" USING btree ("user_id");