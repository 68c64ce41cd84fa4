CREATE TABLE "chat" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"folder_id" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"model_id" text,
	"current_leaf_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_folder" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"parent_id" text,
	"role" text NOT NULL,
	"parts" jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"model_id" text,
	"status" text DEFAULT 'done' NOT NULL,
	"error" text,
	"input_tokens" integer,
	"output_tokens" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_stream_chunk" (
	"message_id" text NOT NULL,
	"seq" integer NOT NULL,
	"chunk" jsonb NOT NULL,
	CONSTRAINT "chat_stream_chunk_message_id_seq_pk" PRIMARY KEY("message_id","seq")
);
--> statement-breakpoint
ALTER TABLE "chat" ADD CONSTRAINT "chat_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat" ADD CONSTRAINT "chat_folder_id_chat_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."chat_folder"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_folder" ADD CONSTRAINT "chat_folder_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_chat_id_chat_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chat"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_parent_id_chat_message_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."chat_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_stream_chunk" ADD CONSTRAINT "chat_stream_chunk_message_id_chat_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_user_id_updated_at_idx" ON "chat" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "chat_title_search_idx" ON "chat" USING gin (to_tsvector('simple', "title"));--> statement-breakpoint
CREATE INDEX "chat_folder_user_id_idx" ON "chat_folder" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_message_chat_id_created_at_idx" ON "chat_message" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_message_parent_id_idx" ON "chat_message" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "chat_message_text_search_idx" ON "chat_message" USING gin (to_tsvector('simple', "text"));