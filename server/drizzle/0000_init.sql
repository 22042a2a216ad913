CREATE TABLE "categories" (
	"type_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
