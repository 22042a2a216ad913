CREATE TABLE "dev_payments" (
	"order_no" text PRIMARY KEY NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text NOT NULL,
	"trade_no" text NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"tax_no" text NOT NULL,
	"email" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_requests_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "membership_reminders" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"order_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"operator" text NOT NULL,
	"status" text NOT NULL,
	"gateway_refund_no" text DEFAULT '' NOT NULL,
	"membership_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_refund_no_unique" UNIQUE("refund_no")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"method" text NOT NULL,
	"channel" text NOT NULL,
	"list_fen" integer NOT NULL,
	"coupon_id" integer,
	"coupon_fen" integer DEFAULT 0 NOT NULL,
	"credit_fen" integer DEFAULT 0 NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"promote_channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"gateway_trade_no" text,
	"paid_late" boolean DEFAULT false NOT NULL,
	"confirmed_by" text,
	"prev_plan_id" integer,
	"prev_maturity" timestamp with time zone,
	"granted_from" timestamp with time zone,
	"granted_until" timestamp with time zone,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"price_fen" integer NOT NULL,
	"days" integer NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "user_categories" ADD COLUMN "slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_categories" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invoice_requests_user_idx" ON "invoice_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "invoice_requests_status_idx" ON "invoice_requests" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_reminders_key_idx" ON "membership_reminders" USING btree ("user_id","kind","ends_at");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_idx" ON "orders" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
UPDATE "user_categories" AS uc SET "slot" = n."slot" FROM (SELECT "user_id", "type_id", (row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "type_id") - 1)::integer AS "slot" FROM "user_categories") AS n WHERE uc."user_id" = n."user_id" AND uc."type_id" = n."type_id";--> statement-breakpoint
CREATE UNIQUE INDEX "user_categories_slot_idx" ON "user_categories" USING btree ("user_id","slot");