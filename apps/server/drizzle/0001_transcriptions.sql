CREATE TABLE "minute_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"seconds" double precision NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"language" text NOT NULL,
	"engine" text NOT NULL,
	"diarization" boolean NOT NULL,
	"keep_data" boolean NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"duration" double precision,
	"size_bytes" bigint,
	"has_video" boolean DEFAULT false NOT NULL,
	"media_stored" boolean DEFAULT false NOT NULL,
	"max_seconds" double precision,
	"charged_seconds" double precision DEFAULT 0 NOT NULL,
	"detected_language" text,
	"transcribed_seconds" double precision,
	"truncated" boolean DEFAULT false NOT NULL,
	"segments" jsonb,
	"speaker_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"speaker_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"upload_started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "minute_grants" ADD CONSTRAINT "minute_grants_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcriptions" ADD CONSTRAINT "transcriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcriptions" ADD CONSTRAINT "transcriptions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "minute_grants_workspace" ON "minute_grants" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "transcriptions_workspace_created" ON "transcriptions" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "transcriptions_status_updated" ON "transcriptions" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "transcriptions_public_created" ON "transcriptions" USING btree ("public","created_at");