DROP INDEX "disciplinary_cases_number_of_case_unique";--> statement-breakpoint
DROP INDEX "disciplinary_cases_expedient_number_unique";--> statement-breakpoint
DROP INDEX "guns_code_gun_unique";--> statement-breakpoint
DROP INDEX "guns_serial_unique";--> statement-breakpoint
DROP INDEX "roles_role_name_unique";--> statement-breakpoint
DROP INDEX "stations_code_unique";--> statement-breakpoint
DROP INDEX "users_username_unique";--> statement-breakpoint
DROP INDEX "vehicles_code_vehicle_unique";--> statement-breakpoint
DROP INDEX "vehicles_plate_unique";--> statement-breakpoint
DROP INDEX "news_slug_unique";--> statement-breakpoint
DROP INDEX "students_identification_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "disciplinary_cases_number_of_case_unique" ON "disciplinary_cases" USING btree (lower("number_of_case"));--> statement-breakpoint
CREATE UNIQUE INDEX "disciplinary_cases_expedient_number_unique" ON "disciplinary_cases" USING btree (lower("expedient_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "guns_code_gun_unique" ON "guns" USING btree (lower("code_gun"));--> statement-breakpoint
CREATE UNIQUE INDEX "guns_serial_unique" ON "guns" USING btree (lower("serial"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_role_name_unique" ON "roles" USING btree (lower("role_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "stations_code_unique" ON "stations" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_code_vehicle_unique" ON "vehicles" USING btree (lower("code_vehicle"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_unique" ON "vehicles" USING btree (lower("plate"));--> statement-breakpoint
CREATE UNIQUE INDEX "news_slug_unique" ON "news" USING btree (lower("slug"));--> statement-breakpoint
CREATE UNIQUE INDEX "students_identification_unique" ON "students" USING btree (lower("identification"));