CREATE TABLE "myshop_access" (
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "myshop_access_shop_id_user_id_pk" PRIMARY KEY("shop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "myshop_costs" (
	"shop_id" integer NOT NULL,
	"sku" bigint NOT NULL,
	"unit_cost" bigint NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "myshop_costs_shop_id_sku_pk" PRIMARY KEY("shop_id","sku")
);
--> statement-breakpoint
ALTER TABLE "myshop_daily" ADD COLUMN "cancelled_revenue" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "myshop_daily" ADD COLUMN "ch_commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "myshop_daily" ADD COLUMN "ch_logistics" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "myshop_daily" ADD COLUMN "ch_last_mile" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "myshop_daily" ADD COLUMN "ch_acquiring" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "myshop_daily" ADD COLUMN "ch_services" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "myshop_daily" ADD COLUMN "ch_return_delivery" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "myshop_access_user_idx" ON "myshop_access" USING btree ("user_id");--> statement-breakpoint
UPDATE "myshop_daily" SET "cancelled_revenue" = round("revenue"::numeric * "cancelled_units" / "units")::bigint WHERE "cancelled_units" > 0 AND "units" > 0;--> statement-breakpoint
INSERT INTO "myshop_daily" ("shop_id", "day", "sku", "ch_commission", "ch_logistics", "ch_last_mile", "ch_acquiring", "ch_services", "ch_return_delivery")
SELECT f.shop_id, f.day, COALESCE(f.sku, 0),
       sum(-f.commission)::bigint,
       (sum(-f.delivery) + COALESCE(sum(s.logistics), 0))::bigint,
       COALESCE(sum(s.last_mile), 0)::bigint,
       COALESCE(sum(s.acquiring), 0)::bigint,
       COALESCE(sum(s.services), 0)::bigint,
       (sum(-f.return_delivery) + COALESCE(sum(s.return_delivery), 0))::bigint
FROM "myshop_finance" f
LEFT JOIN LATERAL (
  SELECT sum(-x.price) FILTER (WHERE x.kind = 'logistics') AS logistics,
         sum(-x.price) FILTER (WHERE x.kind = 'lastMile') AS last_mile,
         sum(-x.price) FILTER (WHERE x.kind = 'acquiring') AS acquiring,
         sum(-x.price) FILTER (WHERE x.kind = 'services') AS services,
         sum(-x.price) FILTER (WHERE x.kind = 'returnDelivery') AS return_delivery
  FROM (SELECT CASE
                 WHEN d.name ~* '(DelivToCustomer|LastMile)' THEN 'lastMile'
                 WHEN d.name ~* 'Acquiring' THEN 'acquiring'
                 WHEN d.name ~* 'Return' THEN 'returnDelivery'
                 WHEN d.name ~* '(Logistic|Delivery|Dropoff|DropOff|PickUp|Pickup|Fulfillment|Deliv)' THEN 'logistics'
                 ELSE 'services' END AS kind, d.price
        FROM jsonb_to_recordset(f.detail) AS d(name text, price bigint)) x
) s ON true
GROUP BY f.shop_id, f.day, COALESCE(f.sku, 0)
ON CONFLICT ("shop_id", "day", "sku") DO UPDATE SET "ch_commission" = excluded."ch_commission", "ch_logistics" = excluded."ch_logistics", "ch_last_mile" = excluded."ch_last_mile",
  "ch_acquiring" = excluded."ch_acquiring", "ch_services" = excluded."ch_services", "ch_return_delivery" = excluded."ch_return_delivery";
