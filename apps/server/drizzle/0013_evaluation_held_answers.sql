CREATE TABLE "evaluation_held_answers" (
	"section_id" integer NOT NULL,
	"sealed" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_held_answers" ADD CONSTRAINT "evaluation_held_answers_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_held_answers_section_idx" ON "evaluation_held_answers" USING btree ("section_id");