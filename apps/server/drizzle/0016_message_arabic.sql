ALTER TABLE "messages" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "body_ar" text;