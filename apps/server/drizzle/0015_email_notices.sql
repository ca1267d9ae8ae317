CREATE TABLE "email_notice_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"when_ready" boolean DEFAULT false NOT NULL,
	"when_failed" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_notice_settings" ADD CONSTRAINT "email_notice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;