CREATE TABLE "registration_tickets" (
	"window_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"block" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"earned_credits" smallint NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "registration_tickets_window_id_student_id_pk" PRIMARY KEY("window_id","student_id"),
	CONSTRAINT "registration_tickets_block_check" CHECK ("registration_tickets"."block" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ticket_generations" (
	"window_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"seed" integer NOT NULL,
	"students_per_block" integer NOT NULL,
	"seconds_between_blocks" integer NOT NULL,
	"first_block_at" timestamp with time zone NOT NULL,
	"students" integer NOT NULL,
	"blocks" integer NOT NULL,
	"generated_by" integer NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_generations_method_check" CHECK ("ticket_generations"."method" in ('earned_credits', 'random_within_level')),
	CONSTRAINT "ticket_generations_spacing_check" CHECK ("ticket_generations"."students_per_block" > 0 and "ticket_generations"."seconds_between_blocks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "menu_page_overrides" DROP CONSTRAINT "menu_page_overrides_page_check";--> statement-breakpoint
ALTER TABLE "menu_page_overrides" DROP CONSTRAINT "menu_page_overrides_staff_pages_check";--> statement-breakpoint
ALTER TABLE "menu_page_rules" DROP CONSTRAINT "menu_page_rules_page_check";--> statement-breakpoint
ALTER TABLE "menu_page_rules" DROP CONSTRAINT "menu_page_rules_staff_pages_check";--> statement-breakpoint
ALTER TABLE "registration_tickets" ADD CONSTRAINT "registration_tickets_window_id_ticket_generations_window_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."ticket_generations"("window_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_tickets" ADD CONSTRAINT "registration_tickets_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_generations" ADD CONSTRAINT "ticket_generations_window_id_term_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."term_windows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_generations" ADD CONSTRAINT "ticket_generations_generated_by_staff_members_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_tickets_window_block_idx" ON "registration_tickets" USING btree ("window_id","block");--> statement-breakpoint
CREATE INDEX "registration_tickets_student_idx" ON "registration_tickets" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "menu_page_overrides" ADD CONSTRAINT "menu_page_overrides_page_check" CHECK ("menu_page_overrides"."page_name" in ('home', 'notification', 'login', 'impersonate', 'logger', 'publish-announcement', 'quality-report', 'registration-day', 'Preview', 'validateAdvising', 'validateDropAdd', 'validateAdvPreview', 'IndAdvising', 'AdvisingModules', 'AddDrop', 'exam-schedule', 'midterm-schedule', 'practical-schedule', 'midterm-scoring', 'final-scoring', 'practical-scoring', 'transcript', 'faculty-cash-deposit', 'bus-cash-deposit', 'military-payment', 'opet', 'international-flyer', 'international', 'sstp', 'tanseek', 'duphat', 'duphat-install', 'curious', 'curious-install', 'gmu-clinical', 'schedule', 'lib-codes', 'zoom-links', 'major-declaration', 'attendance', 'announcement', 'evaluation', 'evaluation-questions', 'contact', 'moodle-credentials', 'moodle-guide', 'drop-courses', 'request-recalculation', 'student-wifi', 'exam-credentials', 'sso', 'graduation', 'mcm-grad', 'csc-grad', 'arc-grad', 'ece-grad', 'sigmund', 'white-coat'));--> statement-breakpoint
ALTER TABLE "menu_page_overrides" ADD CONSTRAINT "menu_page_overrides_staff_pages_check" CHECK ("menu_page_overrides"."page_name" not in ('impersonate', 'logger', 'publish-announcement', 'quality-report', 'registration-day'));--> statement-breakpoint
ALTER TABLE "menu_page_rules" ADD CONSTRAINT "menu_page_rules_page_check" CHECK ("menu_page_rules"."page_name" in ('home', 'notification', 'login', 'impersonate', 'logger', 'publish-announcement', 'quality-report', 'registration-day', 'Preview', 'validateAdvising', 'validateDropAdd', 'validateAdvPreview', 'IndAdvising', 'AdvisingModules', 'AddDrop', 'exam-schedule', 'midterm-schedule', 'practical-schedule', 'midterm-scoring', 'final-scoring', 'practical-scoring', 'transcript', 'faculty-cash-deposit', 'bus-cash-deposit', 'military-payment', 'opet', 'international-flyer', 'international', 'sstp', 'tanseek', 'duphat', 'duphat-install', 'curious', 'curious-install', 'gmu-clinical', 'schedule', 'lib-codes', 'zoom-links', 'major-declaration', 'attendance', 'announcement', 'evaluation', 'evaluation-questions', 'contact', 'moodle-credentials', 'moodle-guide', 'drop-courses', 'request-recalculation', 'student-wifi', 'exam-credentials', 'sso', 'graduation', 'mcm-grad', 'csc-grad', 'arc-grad', 'ece-grad', 'sigmund', 'white-coat'));--> statement-breakpoint
ALTER TABLE "menu_page_rules" ADD CONSTRAINT "menu_page_rules_staff_pages_check" CHECK ("menu_page_rules"."page_name" not in ('impersonate', 'logger', 'publish-announcement', 'quality-report', 'registration-day') or "menu_page_rules"."audience" = 'staff');