DROP INDEX "transcriptions_workspace_created";--> statement-breakpoint
CREATE INDEX "transcriptions_workspace_created" ON "transcriptions" USING btree ("workspace_id","created_at","charged_seconds");