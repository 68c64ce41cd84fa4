CREATE TABLE "library_item" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_version" (
	"id" text PRIMARY KEY NOT NULL,
	"library_item_id" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"author_id" text,
	"note" text,
	"publish_override" text,
	"checks" jsonb,
	"ticks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "layout" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "template" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "library_item" ADD CONSTRAINT "library_item_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_version" ADD CONSTRAINT "library_version_library_item_id_library_item_id_fk" FOREIGN KEY ("library_item_id") REFERENCES "public"."library_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_version" ADD CONSTRAINT "library_version_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_item_kind_item_idx" ON "library_item" USING btree ("kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_version_item_version_idx" ON "library_version" USING btree ("library_item_id","version");--> statement-breakpoint
CREATE INDEX "library_version_stage_idx" ON "library_version" USING btree ("stage");--> statement-breakpoint
CREATE TRIGGER library_item_audit AFTER INSERT OR UPDATE OR DELETE ON "library_item" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at');--> statement-breakpoint
-- The automatic checks' results are derived (rerun at will) and bulky: left out of the trail; staff's ticks are kept.
CREATE TRIGGER library_version_audit AFTER INSERT OR UPDATE OR DELETE ON "library_version" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at', 'checks');
