CREATE TABLE "notification_preferences" (
	"student_id" integer NOT NULL,
	"topic" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_student_id_topic_channel_pk" PRIMARY KEY("student_id","topic","channel"),
	CONSTRAINT "notification_preferences_topic_check" CHECK ("notification_preferences"."topic" in ('registration', 'payments', 'requests', 'exams', 'announcements', 'events', 'security')),
	CONSTRAINT "notification_preferences_channel_check" CHECK ("notification_preferences"."channel" in ('push', 'in-app', 'email')),
	CONSTRAINT "notification_preferences_security_check" CHECK ("notification_preferences"."topic" <> 'security')
);
--> statement-breakpoint
-- Messages sent before topics existed count as announcements; every new message names its topic.
ALTER TABLE "messages" ADD COLUMN "topic" text DEFAULT 'announcements' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "topic" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_topic_check" CHECK ("messages"."topic" in ('registration', 'payments', 'requests', 'exams', 'announcements', 'events', 'security'));