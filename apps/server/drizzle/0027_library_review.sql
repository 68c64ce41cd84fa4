CREATE TABLE "generated_layout" (
	"id" text PRIMARY KEY NOT NULL,
	"prompt" text NOT NULL,
	"reference_asset_id" text,
	"status" text DEFAULT 'generating' NOT NULL,
	"definition" jsonb,
	"attempts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checks" jsonb,
	"checks_green" boolean,
	"model" text,
	"error" text,
	"reject_reason" text,
	"library_item_id" text,
	"created_by" text,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_comment" (
	"id" text PRIMARY KEY NOT NULL,
	"library_version_id" text NOT NULL,
	"parent_id" text,
	"author_id" text,
	"body" text NOT NULL,
	"pin_aspect" text,
	"pin_time" real,
	"pin_x" real,
	"pin_y" real,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "library_pins" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "library_version" ADD COLUMN "checks_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "library_version" ADD COLUMN "checks_error" text;--> statement-breakpoint
ALTER TABLE "generated_layout" ADD CONSTRAINT "generated_layout_reference_asset_id_asset_id_fk" FOREIGN KEY ("reference_asset_id") REFERENCES "public"."asset"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_layout" ADD CONSTRAINT "generated_layout_library_item_id_library_item_id_fk" FOREIGN KEY ("library_item_id") REFERENCES "public"."library_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_layout" ADD CONSTRAINT "generated_layout_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_layout" ADD CONSTRAINT "generated_layout_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_comment" ADD CONSTRAINT "library_comment_library_version_id_library_version_id_fk" FOREIGN KEY ("library_version_id") REFERENCES "public"."library_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_comment" ADD CONSTRAINT "library_comment_parent_id_library_comment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."library_comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_comment" ADD CONSTRAINT "library_comment_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_layout_status_idx" ON "generated_layout" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "library_comment_version_idx" ON "library_comment" USING btree ("library_version_id","created_at");--> statement-breakpoint
DROP TRIGGER library_version_audit ON "library_version";--> statement-breakpoint
CREATE TRIGGER library_version_audit AFTER INSERT OR UPDATE OR DELETE ON "library_version" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at', 'checks', 'checks_started_at', 'checks_error');--> statement-breakpoint
CREATE TRIGGER library_comment_audit AFTER INSERT OR UPDATE OR DELETE ON "library_comment" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at');--> statement-breakpoint
CREATE TRIGGER generated_layout_audit AFTER INSERT OR UPDATE OR DELETE ON "generated_layout" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at', 'checks', 'checks_green');
