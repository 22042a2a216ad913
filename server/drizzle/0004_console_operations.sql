CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"command" text NOT NULL,
	"run_by" text NOT NULL,
	"files" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text DEFAULT 'running' NOT NULL,
	"rows" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "front_img_windows" ADD COLUMN "img_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "front_img_windows" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "front_img_windows" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "front_img_windows" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "front_img_windows" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "live_notices" ADD COLUMN "link_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_notices" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "app_id" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "import_runs_started_idx" ON "import_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_runs_kind_idx" ON "import_runs" USING btree ("kind","started_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_app_id_unique" UNIQUE("app_id");