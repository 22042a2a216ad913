CREATE TABLE "myshop_daily" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"sku" bigint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"cancelled_units" integer DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"views" integer,
	"to_cart" integer,
	"conversion" double precision,
	CONSTRAINT "myshop_daily_shop_id_day_sku_pk" PRIMARY KEY("shop_id","day","sku")
);
--> statement-breakpoint
CREATE TABLE "myshop_finance" (
	"shop_id" integer NOT NULL,
	"operation_id" bigint NOT NULL,
	"day" date NOT NULL,
	"operation_type" text NOT NULL,
	"operation_name" text NOT NULL,
	"transaction_type" text NOT NULL,
	"posting_number" text DEFAULT '' NOT NULL,
	"sku" bigint,
	"accruals" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"delivery" bigint NOT NULL,
	"return_delivery" bigint NOT NULL,
	"services" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "myshop_finance_shop_id_operation_id_pk" PRIMARY KEY("shop_id","operation_id")
);
--> statement-breakpoint
CREATE TABLE "myshop_prices" (
	"shop_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"price" bigint NOT NULL,
	"old_price" bigint,
	"min_price" bigint,
	"commission_fbo" double precision,
	"commission_fbs" double precision,
	"last_mile_fbo" bigint,
	"acquiring" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "myshop_prices_shop_id_product_id_pk" PRIMARY KEY("shop_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "myshop_stock" (
	"shop_id" integer NOT NULL,
	"sku" bigint NOT NULL,
	"warehouse" text NOT NULL,
	"offer_id" text NOT NULL,
	"free_to_sell" integer NOT NULL,
	"reserved" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "myshop_stock_shop_id_sku_warehouse_pk" PRIMARY KEY("shop_id","sku","warehouse")
);
--> statement-breakpoint
CREATE TABLE "myshop_sync" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"phase" text DEFAULT 'backfill' NOT NULL,
	"history_from" date NOT NULL,
	"cursors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error_code" text,
	"last_error_at" timestamp with time zone,
	"next_run_at" timestamp with time zone DEFAULT now(),
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "myshop_daily_shop_sku_idx" ON "myshop_daily" USING btree ("shop_id","sku","day");--> statement-breakpoint
CREATE INDEX "myshop_finance_shop_day_idx" ON "myshop_finance" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "myshop_sync_due_idx" ON "myshop_sync" USING btree ("next_run_at");