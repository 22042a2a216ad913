ALTER TABLE "operators" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "fail_window_start";