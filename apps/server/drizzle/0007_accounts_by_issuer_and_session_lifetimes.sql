ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_in_issuer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_in_subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_sign_in" ON "users" USING btree ("sign_in_issuer","sign_in_subject");--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "expires_at";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sign_in_whole" CHECK (("users"."sign_in_issuer" IS NULL) = ("users"."sign_in_subject" IS NULL));