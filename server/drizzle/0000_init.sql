CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"parent_id" integer,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"nick_name" text NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_likes" (
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_likes_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"author" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_kind_target_id_user_id_pk" PRIMARY KEY("kind","target_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"level" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"identity" text NOT NULL,
	"value" text NOT NULL,
	"remark" text NOT NULL,
	CONSTRAINT "dictionaries_key_lang_identity_pk" PRIMARY KEY("key","lang","identity")
);
--> statement-breakpoint
CREATE TABLE "front_img_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"show_address" integer NOT NULL,
	"title" text NOT NULL,
	"link_url" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"minutes" integer NOT NULL,
	"sort" integer NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"speaker" text NOT NULL,
	"summary" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"nick_name" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"control_t_hash" text
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"answer_x" integer NOT NULL,
	"answer_y" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"solved_at" timestamp with time zone,
	"ticket_hash" text,
	"randstr" text,
	"ticket_expires_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "captchas_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"url_code" text PRIMARY KEY NOT NULL,
	"page_index" integer,
	"channel_name" text NOT NULL,
	"channel_type" integer NOT NULL,
	"logo" text NOT NULL,
	"logo_title" text NOT NULL,
	"login_label" text NOT NULL,
	"link" text NOT NULL,
	"organ_id" integer,
	"organ_name" text,
	"organ_contact" text,
	"service_contact_id" integer,
	CONSTRAINT "channels_page_index_unique" UNIQUE("page_index")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"amount" integer NOT NULL,
	"threshold" integer NOT NULL,
	"plan_ids" jsonb NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type" integer NOT NULL,
	"complaint" text DEFAULT '' NOT NULL,
	"problem_description" text NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer,
	"maturity_time" timestamp with time zone,
	"bonus_end_time" timestamp with time zone,
	"trial_claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_secrets" (
	"secret_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "risk_resets" (
	"subject" text PRIMARY KEY NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_contacts" (
	"id" integer PRIMARY KEY NOT NULL,
	"nick_name" text NOT NULL,
	"wechat_url" text NOT NULL,
	"wechat_url2" text DEFAULT '' NOT NULL,
	"wechat_url3" text DEFAULT '' NOT NULL,
	"wechat_url4" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"send_type" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code" text NOT NULL,
	"send_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_categories" (
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_categories_user_id_type_id_pk" PRIMARY KEY("user_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"user_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_coupons_user_id_coupon_id_pk" PRIMARY KEY("user_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "user_windows" (
	"user_id" integer NOT NULL,
	"open_type" text NOT NULL,
	"open_flag" boolean NOT NULL,
	CONSTRAINT "user_windows_user_id_open_type_pk" PRIMARY KEY("user_id","open_type")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"account" text NOT NULL,
	"mobile" text NOT NULL,
	"nick_name" text NOT NULL,
	"password_hash" text,
	"main_user_id" integer,
	"distinct_id" text NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"pc_verify" boolean DEFAULT false NOT NULL,
	"remove_flag" boolean DEFAULT false NOT NULL,
	"posting_banned" boolean DEFAULT false NOT NULL,
	"wechat_open_id" text,
	"wechat_nick_name" text,
	"avatar_url" text DEFAULT '' NOT NULL,
	"channel_code" text,
	"invite" text,
	"service_contact_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_account_unique" UNIQUE("account"),
	CONSTRAINT "users_wechat_open_id_unique" UNIQUE("wechat_open_id")
);
--> statement-breakpoint
CREATE TABLE "wechat_scenes" (
	"scene_id" text PRIMARY KEY NOT NULL,
	"open_id" text,
	"nick_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"scanned_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"daily_draw_limit" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"prize_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receiver_name" text,
	"receiver_phone" text,
	"address" text,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_entrants" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invite_code" text NOT NULL,
	"chances" integer DEFAULT 0 NOT NULL,
	"draws_day" date,
	"draws_today" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_entrants_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_invites" (
	"activity_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"inviter_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_invites_activity_id_invitee_id_pk" PRIMARY KEY("activity_id","invitee_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"id" integer PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	"value" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backfill_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"supple_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"type_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"rub" double precision NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "exchange_rates_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"price" integer NOT NULL,
	"base_sales" double precision NOT NULL,
	"trend" double precision NOT NULL,
	"surge_days_ago" integer,
	"listed_on" date NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"reviews_base" integer DEFAULT 0 NOT NULL,
	"review_rate" double precision DEFAULT 0 NOT NULL,
	"sellers" integer DEFAULT 1 NOT NULL,
	"min_offer_price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_daily" (
	"goods_id" integer NOT NULL,
	"day" date NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"sales" integer NOT NULL,
	"gmv" bigint NOT NULL,
	CONSTRAINT "goods_daily_goods_id_day_pk" PRIMARY KEY("goods_id","day")
);
--> statement-breakpoint
CREATE TABLE "keyword_daily" (
	"keyword_id" integer NOT NULL,
	"day" date NOT NULL,
	"type_id" integer NOT NULL,
	"heat" integer NOT NULL,
	"click_heat" integer NOT NULL,
	CONSTRAINT "keyword_daily_keyword_id_day_pk" PRIMARY KEY("keyword_id","day")
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" integer PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer NOT NULL,
	"base_heat" double precision NOT NULL,
	"trend" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"seller_type" text DEFAULT 'local' NOT NULL,
	"fulfilment" text DEFAULT 'FBO' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"from_lang" text NOT NULL,
	"to_lang" text NOT NULL,
	"source" text NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_table_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"effective_from" date NOT NULL,
	"source" text NOT NULL,
	"tables" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_table_versions_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "pricing_template_quota" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"used" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anti_bot_seen" (
	"session_id" text NOT NULL,
	"ts" bigint NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anti_bot_seen_session_id_ts_pk" PRIMARY KEY("session_id","ts")
);
--> statement-breakpoint
CREATE TABLE "upload_usage" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bytes" bigint NOT NULL,
	"files" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "explosion_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer,
	"day" date NOT NULL,
	"multiple" double precision NOT NULL,
	"min_daily" integer NOT NULL,
	"found" integer NOT NULL,
	"hits" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_usage" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "export_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "goods_window" (
	"window_days" smallint NOT NULL,
	"goods_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"price" integer NOT NULL,
	"sales" integer NOT NULL,
	"gmv" bigint NOT NULL,
	"prev_sales" integer NOT NULL,
	"growth" double precision,
	"observed_days" smallint NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_window_window_days_goods_id_pk" PRIMARY KEY("window_days","goods_id")
);
--> statement-breakpoint
CREATE TABLE "group_window" (
	"window_days" smallint NOT NULL,
	"kind" text NOT NULL,
	"scope_type_id" integer NOT NULL,
	"id" integer NOT NULL,
	"sales" bigint NOT NULL,
	"gmv" bigint NOT NULL,
	"prev_sales" bigint NOT NULL,
	"growth" double precision,
	"goods_count" integer NOT NULL,
	CONSTRAINT "group_window_window_days_kind_scope_type_id_id_pk" PRIMARY KEY("window_days","kind","scope_type_id","id")
);
--> statement-breakpoint
CREATE TABLE "keyword_window" (
	"window_days" smallint NOT NULL,
	"keyword_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer NOT NULL,
	"heat" integer NOT NULL,
	"click_heat" integer NOT NULL,
	"prev_heat" integer NOT NULL,
	"growth" double precision,
	"goods_count" integer NOT NULL,
	CONSTRAINT "keyword_window_window_days_keyword_id_pk" PRIMARY KEY("window_days","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "market_daily" (
	"scope_type_id" integer NOT NULL,
	"day" date NOT NULL,
	"sales" bigint NOT NULL,
	"gmv" bigint NOT NULL,
	"goods" integer NOT NULL,
	"shops" integer NOT NULL,
	"brands" integer NOT NULL,
	"observed" integer NOT NULL,
	CONSTRAINT "market_daily_scope_type_id_day_pk" PRIMARY KEY("scope_type_id","day")
);
--> statement-breakpoint
CREATE TABLE "recent_views" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"name" text NOT NULL,
	"thumb_url" text,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_views_user_id_kind_subject_id_pk" PRIMARY KEY("user_id","kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"latest_day" date NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_usage" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"baseline" jsonb,
	"last" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"event" text NOT NULL,
	"monitor_id" integer,
	"kind" text,
	"target_id" integer,
	"day" date NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"quiet_from" smallint DEFAULT 0 NOT NULL,
	"quiet_to" smallint DEFAULT 0 NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"email" text,
	"webhook_url" text,
	"webhook_secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_name" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"last_totp_step" integer DEFAULT 0 NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"fail_window_start" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "promotion_signups" (
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"registered" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_signups_promotion_id_user_id_pk" PRIMARY KEY("promotion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ru" text NOT NULL,
	"offer_zh" text NOT NULL,
	"offer_en" text NOT NULL,
	"offer_ru" text NOT NULL,
	"benefits_zh" text NOT NULL,
	"benefits_en" text NOT NULL,
	"benefits_ru" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"coupon_id" integer,
	"channel_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_attributions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"channel_code" text,
	"url_code" text,
	"invite" text,
	"invite_channel" text,
	"utm" text,
	"search_word" text,
	"key_word" text,
	"act_id" integer,
	"act_invite_code" text,
	"promotion_id" integer,
	"mode" text NOT NULL,
	"landing_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_usage" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_usage_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"goods_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"price" integer NOT NULL,
	"first_seen" date NOT NULL,
	"left_on" date,
	CONSTRAINT "offers_goods_id_seller_id_pk" PRIMARY KEY("goods_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "patrol_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_price" integer NOT NULL,
	"last_price" integer NOT NULL,
	"own_price" integer NOT NULL,
	"ended_at" timestamp with time zone,
	"episode" integer DEFAULT 1 NOT NULL,
	"baseline" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"price" integer NOT NULL,
	"own_price" integer NOT NULL,
	"status" text DEFAULT 'seen' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"every_minutes" integer NOT NULL,
	"checked_day" date,
	"last_check_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_shop_goods" (
	"shop_id" integer NOT NULL,
	"sku" integer NOT NULL,
	"product_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "seller_shop_goods_shop_id_sku_pk" PRIMARY KEY("shop_id","sku")
);
--> statement-breakpoint
CREATE TABLE "seller_shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"api_key_enc" text NOT NULL,
	"key_hint" text NOT NULL,
	"name" text NOT NULL,
	"market_shop_id" integer,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "answers_question_idx" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "answers_user_idx" ON "answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "articles_lang_cat_idx" ON "articles" USING btree ("lang","category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_lang_views_idx" ON "articles" USING btree ("lang","views" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "questions_lang_updated_idx" ON "questions" USING btree ("lang","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questions_user_idx" ON "questions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "captchas_ip_idx" ON "captchas" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "users_main_idx" ON "users" USING btree ("main_user_id");--> statement-breakpoint
CREATE INDEX "lottery_draws_user_idx" ON "lottery_draws" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_entrants_code_idx" ON "lottery_entrants" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "lottery_invites_inviter_idx" ON "lottery_invites" USING btree ("activity_id","inviter_id");--> statement-breakpoint
CREATE INDEX "lottery_prizes_activity_idx" ON "lottery_prizes" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "backfill_user_target_idx" ON "backfill_requests" USING btree ("user_id","type","supple_id");--> statement-breakpoint
CREATE INDEX "goods_type_idx" ON "goods" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "goods_shop_idx" ON "goods" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "goods_daily_day_sales_idx" ON "goods_daily" USING btree ("day","sales" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_daily_day_type_sales_idx" ON "goods_daily" USING btree ("day","type_id","sales" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_daily_type_day_idx" ON "goods_daily" USING btree ("type_id","day");--> statement-breakpoint
CREATE INDEX "keyword_daily_day_type_idx" ON "keyword_daily" USING btree ("day","type_id","heat" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_word_idx" ON "keywords" USING btree ("word");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_templates_user_name_idx" ON "pricing_templates" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_templates_user_default_idx" ON "pricing_templates" USING btree ("user_id") WHERE "pricing_templates"."is_default";--> statement-breakpoint
CREATE INDEX "explosion_checks_user_idx" ON "explosion_checks" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_window_sales_idx" ON "goods_window" USING btree ("window_days","sales" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_window_type_sales_idx" ON "goods_window" USING btree ("window_days","type_id","sales" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_window_sub_sales_idx" ON "goods_window" USING btree ("window_days","sub_type_id","sales" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_window_type_growth_idx" ON "goods_window" USING btree ("window_days","type_id","growth" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_window_sales_idx" ON "group_window" USING btree ("window_days","kind","scope_type_id","sales" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "keyword_window_type_heat_idx" ON "keyword_window" USING btree ("window_days","type_id","heat" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recent_views_user_idx" ON "recent_views" USING btree ("user_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitors_user_target_idx" ON "monitors" USING btree ("user_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "monitors_kind_idx" ON "monitors" USING btree ("kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_key_idx" ON "notifications" USING btree ("key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "user_attributions_channel_idx" ON "user_attributions" USING btree ("channel_code","created_at");--> statement-breakpoint
CREATE INDEX "user_attributions_invite_idx" ON "user_attributions" USING btree ("invite");--> statement-breakpoint
CREATE INDEX "user_attributions_promotion_idx" ON "user_attributions" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "offers_first_seen_idx" ON "offers" USING btree ("first_seen");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_cases_user_goods_seller_idx" ON "patrol_cases" USING btree ("user_id","goods_id","seller_id");--> statement-breakpoint
CREATE INDEX "patrol_cases_user_idx" ON "patrol_cases" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "patrol_evidence_case_idx" ON "patrol_evidence" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_items_user_target_idx" ON "patrol_items" USING btree ("user_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "patrol_items_due_idx" ON "patrol_items" USING btree ("next_check_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_shops_user_client_idx" ON "seller_shops" USING btree ("user_id","client_id");