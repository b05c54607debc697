CREATE TABLE "disciplinary_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"number_of_case" text,
	"type_register" integer,
	"type_disciplinary" integer,
	"status_disciplinary" integer,
	"state" text,
	"date_init" date,
	"date_of_apperture" date,
	"date_end" date,
	"description_of_case" text,
	"office" text,
	"proceedings" text,
	"victim" text,
	"identification_of_victim" text,
	"fault" text,
	"crime" text,
	"location_of_proceedings" text,
	"assignation" text,
	"proceeding_relantion" text,
	"detective" text,
	"code_of_m_p" text,
	"office_of_m_p" text,
	"public_organism" text,
	"status_of_m_p" text,
	"prosecutor_office" text,
	"prosecutor_status" text,
	"decision" integer,
	"adm_act" text,
	"sanction" text,
	"type_of_sanction" integer,
	"send_to_re_training" boolean DEFAULT false NOT NULL,
	"folio_number" text,
	"range_of_police" text,
	"case_review" text,
	"identification_police" text,
	"number_of_case_relation" text,
	"is_council" boolean DEFAULT false NOT NULL,
	"is_archive" boolean DEFAULT false NOT NULL,
	"article" text,
	"numeral" text,
	"mode_of_notice" integer,
	"correlative_number" text,
	"correlative" text,
	"sufix_correlative" text,
	"date_of_correlative" integer,
	"privated" boolean DEFAULT false NOT NULL,
	"privated_of_liberty" boolean DEFAULT false NOT NULL,
	"reclution_center" text,
	"meassure_by_office" text,
	"absence" boolean DEFAULT false NOT NULL,
	"status_prosecutor" text,
	"complaint" text,
	"penal_record" text,
	"id_relation_disciplinary" integer,
	"inspectorate" text,
	"expedient_number" text,
	"date_knowledge_fact" date,
	"date_start_investigation" date,
	"presumed_facts" text,
	"precautionary_measures" text,
	"act_number" text,
	"inspection_number" text,
	"date_notification_officer" date,
	"numeral_article102" text,
	"type_faults" integer,
	"investigation_status" integer,
	"investigation_specify" text,
	"date_last_diligence" date,
	"date_remission_disciplinary" date,
	"date_remission_digesudis" date,
	"general_observations" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disciplinary_cases_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"police_id" integer NOT NULL,
	"doctor_id" integer,
	"diagnosis" text NOT NULL,
	"paraclinical_exams" text,
	"pharmacological_treatment" text,
	"recommendations" jsonb,
	"rest_start_date" date NOT NULL,
	"rest_end_date" date NOT NULL,
	"status" integer NOT NULL,
	"status_notes" text,
	"status_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disciplinary_case_guns" (
	"case_id" integer NOT NULL,
	"gun_id" integer NOT NULL,
	CONSTRAINT "disciplinary_case_guns_case_id_gun_id_pk" PRIMARY KEY("case_id","gun_id")
);
--> statement-breakpoint
CREATE TABLE "disciplinary_case_officers" (
	"case_id" integer NOT NULL,
	"officer_id" integer NOT NULL,
	CONSTRAINT "disciplinary_case_officers_case_id_officer_id_pk" PRIMARY KEY("case_id","officer_id")
);
--> statement-breakpoint
CREATE TABLE "disciplinary_case_vehicles" (
	"case_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	CONSTRAINT "disciplinary_case_vehicles_case_id_vehicle_id_pk" PRIMARY KEY("case_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "permit_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"permit_id" integer NOT NULL,
	"approver_id" integer,
	"approver_name" text NOT NULL,
	"approval_level" smallint NOT NULL,
	"approval_status" text NOT NULL,
	"comments" text,
	"approval_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permit_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"permit_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"day_of_week" smallint NOT NULL,
	"time_from" text NOT NULL,
	"time_to" text NOT NULL,
	"schedule_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permit_studies" (
	"id" serial PRIMARY KEY NOT NULL,
	"permit_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"institution" text NOT NULL,
	"career" text NOT NULL,
	"last_level_approved" text,
	"last_level_average" double precision,
	"study_type" text
);
--> statement-breakpoint
CREATE TABLE "permits" (
	"id" serial PRIMARY KEY NOT NULL,
	"officer_id" integer NOT NULL,
	"request_number" text NOT NULL,
	"type_key" smallint NOT NULL,
	"personal_key" smallint NOT NULL,
	"days_key" smallint NOT NULL,
	"reason_key" smallint NOT NULL,
	"motive" text NOT NULL,
	"duration_days" smallint NOT NULL,
	"supports_delivered" text,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_notes" text,
	"status_date" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permits_status_check" CHECK ("permits"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "disciplinary_cases" ADD CONSTRAINT "disciplinary_cases_id_relation_disciplinary_disciplinary_cases_id_fk" FOREIGN KEY ("id_relation_disciplinary") REFERENCES "public"."disciplinary_cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_cases_documents" ADD CONSTRAINT "disciplinary_cases_documents_owner_id_disciplinary_cases_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."disciplinary_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_reports" ADD CONSTRAINT "medical_reports_police_id_officers_id_fk" FOREIGN KEY ("police_id") REFERENCES "public"."officers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_reports" ADD CONSTRAINT "medical_reports_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_reports" ADD CONSTRAINT "medical_reports_status_by_users_id_fk" FOREIGN KEY ("status_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_case_guns" ADD CONSTRAINT "disciplinary_case_guns_case_id_disciplinary_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."disciplinary_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_case_guns" ADD CONSTRAINT "disciplinary_case_guns_gun_id_guns_id_fk" FOREIGN KEY ("gun_id") REFERENCES "public"."guns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_case_officers" ADD CONSTRAINT "disciplinary_case_officers_case_id_disciplinary_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."disciplinary_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_case_officers" ADD CONSTRAINT "disciplinary_case_officers_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_case_vehicles" ADD CONSTRAINT "disciplinary_case_vehicles_case_id_disciplinary_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."disciplinary_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_case_vehicles" ADD CONSTRAINT "disciplinary_case_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_approvals" ADD CONSTRAINT "permit_approvals_permit_id_permits_id_fk" FOREIGN KEY ("permit_id") REFERENCES "public"."permits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_schedules" ADD CONSTRAINT "permit_schedules_permit_id_permits_id_fk" FOREIGN KEY ("permit_id") REFERENCES "public"."permits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_studies" ADD CONSTRAINT "permit_studies_permit_id_permits_id_fk" FOREIGN KEY ("permit_id") REFERENCES "public"."permits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disciplinary_cases_number_of_case_unique" ON "disciplinary_cases" USING btree ("number_of_case");--> statement-breakpoint
CREATE INDEX "disciplinary_cases_type_disciplinary_idx" ON "disciplinary_cases" USING btree ("type_disciplinary");--> statement-breakpoint
CREATE INDEX "disciplinary_cases_status_disciplinary_idx" ON "disciplinary_cases" USING btree ("status_disciplinary");--> statement-breakpoint
CREATE INDEX "disciplinary_cases_id_relation_disciplinary_idx" ON "disciplinary_cases" USING btree ("id_relation_disciplinary");--> statement-breakpoint
CREATE UNIQUE INDEX "disciplinary_cases_expedient_number_unique" ON "disciplinary_cases" USING btree ("expedient_number");--> statement-breakpoint
CREATE INDEX "disciplinary_cases_documents_owner_idx" ON "disciplinary_cases_documents" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "medical_reports_police_id_idx" ON "medical_reports" USING btree ("police_id");--> statement-breakpoint
CREATE INDEX "medical_reports_doctor_id_idx" ON "medical_reports" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "medical_reports_status_idx" ON "medical_reports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "medical_reports_status_by_idx" ON "medical_reports" USING btree ("status_by");--> statement-breakpoint
CREATE INDEX "disciplinary_case_guns_gun_idx" ON "disciplinary_case_guns" USING btree ("gun_id");--> statement-breakpoint
CREATE INDEX "disciplinary_case_officers_officer_idx" ON "disciplinary_case_officers" USING btree ("officer_id","case_id");--> statement-breakpoint
CREATE INDEX "disciplinary_case_vehicles_vehicle_idx" ON "disciplinary_case_vehicles" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "permit_approvals_permit_idx" ON "permit_approvals" USING btree ("permit_id","approval_date");--> statement-breakpoint
CREATE UNIQUE INDEX "permit_approvals_one_per_level" ON "permit_approvals" USING btree ("permit_id","approval_level");--> statement-breakpoint
CREATE INDEX "permit_schedules_permit_idx" ON "permit_schedules" USING btree ("permit_id","position");--> statement-breakpoint
CREATE INDEX "permit_studies_permit_idx" ON "permit_studies" USING btree ("permit_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "permits_request_number_unique" ON "permits" USING btree ("request_number");--> statement-breakpoint
CREATE INDEX "permits_request_number_trgm_idx" ON "permits" USING gin (lower("request_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permits_officer_created_idx" ON "permits" USING btree ("officer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "permits_created_at_idx" ON "permits" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "permits_status_created_idx" ON "permits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "permits_type_created_idx" ON "permits" USING btree ("type_key","created_at");