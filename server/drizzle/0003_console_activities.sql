ALTER TABLE "coupons" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "issued" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_activities" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "ship_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "tracking_no" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "ship_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD COLUMN "awarded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "lottery_draws_prize_idx" ON "lottery_draws" USING btree ("activity_id","prize_id");--> statement-breakpoint
UPDATE "lottery_prizes" p SET "awarded" = (SELECT count(*) FROM "lottery_draws" d WHERE d."prize_id" = p."id");--> statement-breakpoint
UPDATE "coupons" c SET "issued" = (SELECT count(*) FROM "user_coupons" u WHERE u."coupon_id" = c."id");
