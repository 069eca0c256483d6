CREATE TABLE "idp_records" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "idp_records_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "idp_records_uid_idx" ON "idp_records" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "idp_records_grant_idx" ON "idp_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_records_user_code_idx" ON "idp_records" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "idp_records_expires_idx" ON "idp_records" USING btree ("expires_at");