CREATE TABLE "workspace_limits" (
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"value" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_limits_workspace_id_name_pk" PRIMARY KEY("workspace_id","name"),
	CONSTRAINT "workspace_limits_value" CHECK ("workspace_limits"."value" IS NULL OR "workspace_limits"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "workspace_limits" ADD CONSTRAINT "workspace_limits_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;