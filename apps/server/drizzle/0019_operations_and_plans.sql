CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_label" text,
	"source" text NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "billing_account" (
	"user_id" text PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"stripe_subscription_id" text,
	"subscription_status" text,
	"price_id" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_account_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "plan_assignment" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"source" text NOT NULL,
	"assigned_by" text,
	"reason" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quota_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"ref" text,
	"reason" text,
	"actor_id" text,
	"reported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quota_usage" (
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"granted" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "quota_usage_owner_kind_owner_id_metric_period_pk" PRIMARY KEY("owner_kind","owner_id","metric","period")
);
--> statement-breakpoint
CREATE TABLE "stripe_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_account" ADD CONSTRAINT "billing_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_assignment" ADD CONSTRAINT "plan_assignment_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_assignment_owner_idx" ON "plan_assignment" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "quota_ledger_owner_idx" ON "quota_ledger" USING btree ("owner_kind","owner_id","period");--> statement-breakpoint
CREATE INDEX "quota_ledger_ref_idx" ON "quota_ledger" USING btree ("ref");