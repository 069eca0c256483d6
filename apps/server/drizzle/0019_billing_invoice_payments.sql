ALTER TABLE "billing_payments" ADD COLUMN "channel" text DEFAULT 'bank_deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "provider_key" text;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_provider_key_idx" ON "billing_payments" USING btree ("provider_key");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_invoice_idx" ON "billing_payments" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_channel_check" CHECK ("billing_payments"."channel" in ('bank_deposit', 'card', 'wallet', 'outlet', 'cashier'));