CREATE TABLE "transcription_notices" (
	"transcription_id" text NOT NULL,
	"channel" text NOT NULL,
	"owed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"parts_sent" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "transcription_notices_transcription_id_channel_pk" PRIMARY KEY("transcription_id","channel")
);
--> statement-breakpoint
ALTER TABLE "transcription_notices" ADD CONSTRAINT "transcription_notices_transcription_id_transcriptions_id_fk" FOREIGN KEY ("transcription_id") REFERENCES "public"."transcriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcription_notices_unsent" ON "transcription_notices" USING btree ("owed_at") WHERE "transcription_notices"."sent_at" is null;