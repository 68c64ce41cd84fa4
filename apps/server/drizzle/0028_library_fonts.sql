CREATE TABLE "library_font" (
	"id" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"weight" integer NOT NULL,
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"source_asset_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_font" ADD CONSTRAINT "library_font_source_asset_id_asset_id_fk" FOREIGN KEY ("source_asset_id") REFERENCES "public"."asset"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_font" ADD CONSTRAINT "library_font_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_font_face_idx" ON "library_font" USING btree (lower("family"),"weight");--> statement-breakpoint
CREATE UNIQUE INDEX "library_font_sha256_idx" ON "library_font" USING btree ("sha256");--> statement-breakpoint
CREATE TRIGGER library_font_audit AFTER INSERT OR UPDATE OR DELETE ON "library_font" FOR EACH ROW EXECUTE FUNCTION framewise_audit();
