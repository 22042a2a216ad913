-- Bodies become Markdown: each stored paragraph becomes a Markdown paragraph (separated by a blank line).
-- Every existing article, course, lesson and page stays published (status defaults to 'published').
ALTER TABLE "articles" ADD COLUMN "body_md" text;--> statement-breakpoint
UPDATE "articles" SET "body_md" = coalesce((SELECT string_agg(p, E'\n\n' ORDER BY n) FROM jsonb_array_elements_text("articles"."body") WITH ORDINALITY AS b(p, n)), '');--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "articles" RENAME COLUMN "body_md" TO "body";--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "body" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "body_md" text;--> statement-breakpoint
UPDATE "lessons" SET "body_md" = coalesce((SELECT string_agg(p, E'\n\n' ORDER BY n) FROM jsonb_array_elements_text("lessons"."body") WITH ORDINALITY AS b(p, n)), '');--> statement-breakpoint
ALTER TABLE "lessons" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "lessons" RENAME COLUMN "body_md" TO "body";--> statement-breakpoint
ALTER TABLE "lessons" ALTER COLUMN "body" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "body_md" text;--> statement-breakpoint
UPDATE "pages" SET "body_md" = coalesce((SELECT string_agg(p, E'\n\n' ORDER BY n) FROM jsonb_array_elements_text("pages"."body") WITH ORDINALITY AS b(p, n)), '');--> statement-breakpoint
ALTER TABLE "pages" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "pages" RENAME COLUMN "body_md" TO "body";--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "body" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;