CREATE TABLE "filter_sets" (
	"id" serial NOT NULL,
	"user_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "filter_sets_user_id_slot_pk" PRIMARY KEY("user_id","slot"),
	CONSTRAINT "filter_sets_id_unique" UNIQUE("id"),
	CONSTRAINT "filter_sets_slot_check" CHECK ("filter_sets"."slot" BETWEEN 1 AND 20)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "filter_sets_name_idx" ON "filter_sets" USING btree ("user_id","name");