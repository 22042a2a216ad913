CREATE TABLE "unbound_goods_views" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unbound_goods_views_user_id_day_slot_pk" PRIMARY KEY("user_id","day","slot"),
	CONSTRAINT "unbound_goods_views_slot_check" CHECK ("unbound_goods_views"."slot" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "unbound_goods_views_goods_idx" ON "unbound_goods_views" USING btree ("user_id","day","goods_id");