DROP INDEX "officers_status_in_idx";--> statement-breakpoint
CREATE INDEX "officers_filters_idx" ON "officers" USING btree ("status_in","gender","type_register","range","condition","grade");