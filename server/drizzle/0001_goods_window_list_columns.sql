-- goods_window is a rollup of the daily tables: emptied here, it is rebuilt with its new columns on the next start.
DELETE FROM "goods_window";--> statement-breakpoint
DELETE FROM "rollup_state";--> statement-breakpoint
DROP INDEX "goods_window_sales_idx";--> statement-breakpoint
DROP INDEX "goods_window_type_sales_idx";--> statement-breakpoint
DROP INDEX "goods_window_sub_sales_idx";--> statement-breakpoint
DROP INDEX "goods_window_type_growth_idx";--> statement-breakpoint
ALTER TABLE "goods_window" ADD COLUMN "listed_on" date NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_window" ADD COLUMN "seller_type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_window" ADD COLUMN "sellers" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_window" ADD COLUMN "competitors" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_window" ADD COLUMN "opportunity" double precision;--> statement-breakpoint
CREATE INDEX "goods_window_type_price_idx" ON "goods_window" USING btree ("window_days","type_id","price" DESC NULLS LAST,"goods_id" DESC NULLS LAST) WHERE observed_days > 0;--> statement-breakpoint
CREATE INDEX "group_window_gmv_idx" ON "group_window" USING btree ("window_days","kind","scope_type_id","gmv" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_window_sales_idx" ON "goods_window" USING btree ("window_days","sales" DESC NULLS LAST,"goods_id" DESC NULLS LAST) WHERE observed_days > 0;--> statement-breakpoint
CREATE INDEX "goods_window_type_sales_idx" ON "goods_window" USING btree ("window_days","type_id","sales" DESC NULLS LAST,"goods_id" DESC NULLS LAST) WHERE observed_days > 0;--> statement-breakpoint
CREATE INDEX "goods_window_sub_sales_idx" ON "goods_window" USING btree ("window_days","sub_type_id","sales" DESC NULLS LAST,"goods_id" DESC NULLS LAST) WHERE observed_days > 0;--> statement-breakpoint
CREATE INDEX "goods_window_type_growth_idx" ON "goods_window" USING btree ("window_days","type_id","growth" DESC NULLS LAST,"goods_id" DESC NULLS LAST) WHERE observed_days > 0;