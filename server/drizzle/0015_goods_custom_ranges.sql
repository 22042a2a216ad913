CREATE TABLE "goods_cumulative" (
	"day" date NOT NULL,
	"goods_id" integer NOT NULL,
	"sales" bigint NOT NULL,
	"gmv" bigint NOT NULL,
	"observed" integer NOT NULL,
	CONSTRAINT "goods_cumulative_day_goods_id_pk" PRIMARY KEY("day","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods_range" (
	"range_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"price" integer NOT NULL,
	"sales" integer NOT NULL,
	"gmv" bigint NOT NULL,
	"prev_sales" integer NOT NULL,
	"growth" double precision,
	"reviews" integer NOT NULL,
	"listed_on" date NOT NULL,
	"seller_type" text NOT NULL,
	"sellers" integer NOT NULL,
	"competitors" integer NOT NULL,
	"opportunity" double precision,
	CONSTRAINT "goods_range_range_id_goods_id_pk" PRIMARY KEY("range_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods_range_state" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"latest_day" date NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "goods_range_sales_idx" ON "goods_range" USING btree ("range_id","sales" DESC NULLS LAST,"goods_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_range_type_sales_idx" ON "goods_range" USING btree ("range_id","type_id","sales" DESC NULLS LAST,"goods_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_range_sub_sales_idx" ON "goods_range" USING btree ("range_id","sub_type_id","sales" DESC NULLS LAST,"goods_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_range_type_growth_idx" ON "goods_range" USING btree ("range_id","type_id","growth" DESC NULLS LAST,"goods_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_range_type_price_idx" ON "goods_range" USING btree ("range_id","type_id","price" DESC NULLS LAST,"goods_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "goods_range_state_days_idx" ON "goods_range_state" USING btree ("from_day","to_day","latest_day");