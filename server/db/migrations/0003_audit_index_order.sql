DROP INDEX "audits_created_at_idx";--> statement-breakpoint
DROP INDEX "audits_user_created_idx";--> statement-breakpoint
DROP INDEX "audits_endpoint_created_idx";--> statement-breakpoint
CREATE INDEX "audits_created_at_idx" ON "audits" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audits_user_created_idx" ON "audits" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audits_endpoint_created_idx" ON "audits" USING btree ("endpoint","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);