-- The daily tables partitioned by month (PARTITION BY RANGE (day)): the same columns, primary key and
-- indexes (per partition), a partition per month holding data and a default partition for days of a
-- month without one yet (the server makes the months it needs: services/market/partitions.ts).
-- Existing rows are copied into the partitioned tables and the old tables dropped, in the migration's transaction.
ALTER TABLE "goods_daily" RENAME TO "goods_daily_unpartitioned";--> statement-breakpoint
ALTER TABLE "goods_daily_unpartitioned" RENAME CONSTRAINT "goods_daily_goods_id_day_pk" TO "goods_daily_unpartitioned_pk";--> statement-breakpoint
DROP INDEX "goods_daily_day_sales_idx";--> statement-breakpoint
DROP INDEX "goods_daily_day_type_sales_idx";--> statement-breakpoint
DROP INDEX "goods_daily_type_day_idx";--> statement-breakpoint
CREATE TABLE "goods_daily" (
	"goods_id" integer NOT NULL,
	"day" date NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"sales" integer NOT NULL,
	"gmv" bigint NOT NULL,
	"leaf_type_id" integer,
	"method" text DEFAULT 'model' NOT NULL,
	"error_pct" double precision,
	"observed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_daily_goods_id_day_pk" PRIMARY KEY("goods_id","day")
) PARTITION BY RANGE ("day");--> statement-breakpoint
CREATE INDEX "goods_daily_day_sales_idx" ON "goods_daily" USING btree ("day","sales" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_daily_day_type_sales_idx" ON "goods_daily" USING btree ("day","type_id","sales" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_daily_type_day_idx" ON "goods_daily" USING btree ("type_id","day");--> statement-breakpoint
CREATE TABLE "goods_daily_default" PARTITION OF "goods_daily" DEFAULT;--> statement-breakpoint
ALTER TABLE "keyword_daily" RENAME TO "keyword_daily_unpartitioned";--> statement-breakpoint
ALTER TABLE "keyword_daily_unpartitioned" RENAME CONSTRAINT "keyword_daily_keyword_id_day_pk" TO "keyword_daily_unpartitioned_pk";--> statement-breakpoint
DROP INDEX "keyword_daily_day_type_idx";--> statement-breakpoint
CREATE TABLE "keyword_daily" (
	"keyword_id" integer NOT NULL,
	"day" date NOT NULL,
	"type_id" integer NOT NULL,
	"heat" integer NOT NULL,
	"click_heat" integer NOT NULL,
	CONSTRAINT "keyword_daily_keyword_id_day_pk" PRIMARY KEY("keyword_id","day")
) PARTITION BY RANGE ("day");--> statement-breakpoint
CREATE INDEX "keyword_daily_day_type_idx" ON "keyword_daily" USING btree ("day","type_id","heat" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "keyword_daily_default" PARTITION OF "keyword_daily" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
  t text;
  m date;
BEGIN
  FOREACH t IN ARRAY ARRAY['goods_daily', 'keyword_daily'] LOOP
    FOR m IN EXECUTE format('SELECT DISTINCT date_trunc(''month'', day)::date FROM %I', t || '_unpartitioned') LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', t || '_p' || to_char(m, 'YYYYMM'), t, m, (m + interval '1 month')::date);
    END LOOP;
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "goods_daily" ("goods_id", "day", "type_id", "sub_type_id", "shop_id", "brand_id", "sales", "gmv", "leaf_type_id", "method", "error_pct", "observed")
SELECT "goods_id", "day", "type_id", "sub_type_id", "shop_id", "brand_id", "sales", "gmv", "leaf_type_id", "method", "error_pct", "observed" FROM "goods_daily_unpartitioned";--> statement-breakpoint
INSERT INTO "keyword_daily" ("keyword_id", "day", "type_id", "heat", "click_heat")
SELECT "keyword_id", "day", "type_id", "heat", "click_heat" FROM "keyword_daily_unpartitioned";--> statement-breakpoint
DROP TABLE "goods_daily_unpartitioned";--> statement-breakpoint
DROP TABLE "keyword_daily_unpartitioned";
