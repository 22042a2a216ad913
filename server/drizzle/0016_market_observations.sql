CREATE TABLE "collector_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"pages" integer DEFAULT 0 NOT NULL,
	"observations" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "estimate_calibration" (
	"type_id" integer NOT NULL,
	"method" text NOT NULL,
	"factor" double precision NOT NULL,
	"goods" integer NOT NULL,
	"error_pct" double precision,
	"computed_on" date NOT NULL,
	CONSTRAINT "estimate_calibration_type_id_method_pk" PRIMARY KEY("type_id","method")
);
--> statement-breakpoint
CREATE TABLE "keyword_positions" (
	"keyword_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"day" date NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "keyword_positions_keyword_id_goods_id_day_pk" PRIMARY KEY("keyword_id","goods_id","day")
);
--> statement-breakpoint
CREATE TABLE "observation_batches" (
	"id" text NOT NULL,
	"origin" text NOT NULL,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rows" integer NOT NULL,
	"accepted" integer NOT NULL,
	"quarantined" integer NOT NULL,
	"duplicates" integer NOT NULL,
	CONSTRAINT "observation_batches_origin_id_pk" PRIMARY KEY("origin","id")
);
--> statement-breakpoint
CREATE TABLE "observations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"origin" text NOT NULL,
	"page" text NOT NULL,
	"context" text NOT NULL,
	"query" text,
	"category_id" integer,
	"position" integer,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"old_price" integer,
	"rating" double precision,
	"reviews" integer,
	"seller_id" integer,
	"seller_name" text,
	"scheme" text,
	"stock" integer,
	"brand" text,
	"status" text DEFAULT 'accepted' NOT NULL,
	"reason" text,
	"batch_id" text
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "leaf_type_id" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "old_price" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "title_zh" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "last_seen_on" date;--> statement-breakpoint
ALTER TABLE "goods_daily" ADD COLUMN "leaf_type_id" integer;--> statement-breakpoint
ALTER TABLE "goods_daily" ADD COLUMN "method" text DEFAULT 'model' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_daily" ADD COLUMN "error_pct" double precision;--> statement-breakpoint
ALTER TABLE "goods_daily" ADD COLUMN "observed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "keywords" ADD COLUMN "word_en" text;--> statement-breakpoint
ALTER TABLE "seller_shops" ADD COLUMN "share_for_calibration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "collector_runs_started_idx" ON "collector_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "keyword_positions_goods_idx" ON "keyword_positions" USING btree ("goods_id","day");--> statement-breakpoint
CREATE INDEX "observation_batches_received_idx" ON "observation_batches" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "observations_dedup_idx" ON "observations" USING btree ("goods_id","day","context","origin");--> statement-breakpoint
CREATE INDEX "observations_day_idx" ON "observations" USING btree ("day","status");--> statement-breakpoint
CREATE INDEX "observations_goods_day_idx" ON "observations" USING btree ("goods_id","day");