CREATE TABLE "overlay_views" (
	"user_id" integer NOT NULL,
	"view_id" uuid NOT NULL,
	"goods" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overlay_views_user_id_view_id_pk" PRIMARY KEY("user_id","view_id")
);
--> statement-breakpoint
CREATE INDEX "overlay_views_created_idx" ON "overlay_views" USING btree ("created_at");