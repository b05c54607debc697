CREATE TABLE "officer_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"officer_id" integer NOT NULL,
	"filename" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"type" integer NOT NULL,
	"url" text,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "officer_family_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"officer_id" integer NOT NULL,
	"identification" integer NOT NULL,
	"first_name" text NOT NULL,
	"second_name" text,
	"first_lastname" text NOT NULL,
	"second_lastname" text,
	"gender" integer NOT NULL,
	"date_birth" date NOT NULL,
	"phone" text,
	"email" text,
	"occupation" text,
	"address" text,
	"profesionality" text,
	"parentage" integer,
	"civil_state" integer NOT NULL,
	"is_civil" boolean DEFAULT true NOT NULL,
	"blood_type" integer,
	"number_passport" text,
	"has_job" boolean DEFAULT false NOT NULL,
	"conditional_medicine" text,
	"treatments" text,
	"sso" boolean DEFAULT false NOT NULL,
	"hcm" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "officer_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"officer_id" integer NOT NULL,
	"type" integer NOT NULL,
	"url" text NOT NULL,
	"filename" text,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "officer_professional_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"officer_id" integer NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"mention" text,
	"institution" text NOT NULL,
	"type_duration" integer,
	"duration" integer,
	"date_in" date,
	"date_out" date,
	"date_graduation" date,
	"is_civil" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "officers" (
	"id" serial PRIMARY KEY NOT NULL,
	"identification" integer NOT NULL,
	"first_name" text NOT NULL,
	"second_name" text,
	"first_lastname" text NOT NULL,
	"second_lastname" text,
	"gender" integer,
	"email" text,
	"type_register" integer DEFAULT 0 NOT NULL,
	"blood_type" integer,
	"rif" text,
	"patria" text,
	"patria_two" text,
	"account_bank" text,
	"date_birth" date,
	"state_birth" integer,
	"municipality_birth" text,
	"parish_birth" text,
	"civil_state" integer,
	"previous_work_years" integer DEFAULT 0 NOT NULL,
	"previous_work_months" integer DEFAULT 0 NOT NULL,
	"previous_work_days" integer DEFAULT 0 NOT NULL,
	"grade" integer DEFAULT 0 NOT NULL,
	"phone" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"home_phone" text,
	"address" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_in" date,
	"range" integer,
	"order_merit" integer,
	"year_of_police" integer,
	"date_of_last_promotion" date,
	"status_in" integer DEFAULT 1 NOT NULL,
	"position" integer,
	"type_service" integer,
	"service" integer,
	"sub_service" integer,
	"division" text,
	"coordination" text,
	"station" text,
	"origin_institution" text,
	"promotion" date,
	"dependence_work" text,
	"unique_credential" text,
	"is_comission_service" boolean DEFAULT false NOT NULL,
	"dependencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_dependencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"code_rrhh" text,
	"iapmch_code" text,
	"payroll_code" text,
	"condition" integer DEFAULT 1 NOT NULL,
	"have_another_language" boolean DEFAULT false NOT NULL,
	"language" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"have_electoral_register" boolean DEFAULT false NOT NULL,
	"is_community_council" boolean DEFAULT false NOT NULL,
	"wich_community_council" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_in_nacional_mission" boolean DEFAULT false NOT NULL,
	"wich_mission" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"have_housed" boolean DEFAULT false NOT NULL,
	"housing_type" integer,
	"is_live_with_parent" boolean DEFAULT false NOT NULL,
	"last_job" text,
	"year_job" integer,
	"have_reentry_pending" boolean DEFAULT false NOT NULL,
	"license" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"physical" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"motive" text,
	"type_block" integer,
	"status_date" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "officer_documents" ADD CONSTRAINT "officer_documents_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_family_members" ADD CONSTRAINT "officer_family_members_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_images" ADD CONSTRAINT "officer_images_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_professional_items" ADD CONSTRAINT "officer_professional_items_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "officer_documents_officer_idx" ON "officer_documents" USING btree ("officer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "officer_family_members_officer_identification_unique" ON "officer_family_members" USING btree ("officer_id","identification");--> statement-breakpoint
CREATE INDEX "officer_family_members_date_birth_idx" ON "officer_family_members" USING btree ("date_birth");--> statement-breakpoint
CREATE INDEX "officer_family_members_identification_idx" ON "officer_family_members" USING btree ("identification");--> statement-breakpoint
CREATE UNIQUE INDEX "officer_images_officer_type_unique" ON "officer_images" USING btree ("officer_id","type");--> statement-breakpoint
CREATE INDEX "officer_professional_items_officer_idx" ON "officer_professional_items" USING btree ("officer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "officers_identification_unique" ON "officers" USING btree ("identification");--> statement-breakpoint
CREATE INDEX "officers_code_rrhh_idx" ON "officers" USING btree ("code_rrhh");--> statement-breakpoint
CREATE INDEX "officers_status_in_idx" ON "officers" USING btree ("status_in");--> statement-breakpoint
CREATE INDEX "officers_range_idx" ON "officers" USING btree ("range");--> statement-breakpoint
CREATE INDEX "officers_type_register_idx" ON "officers" USING btree ("type_register");--> statement-breakpoint
CREATE INDEX "officers_created_at_idx" ON "officers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "officers_full_name_trgm_idx" ON "officers" USING gin (f_unaccent(lower("first_name" || ' ' || coalesce("second_name", '') || ' ' || "first_lastname" || ' ' || coalesce("second_lastname", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "officers_codes_trgm_idx" ON "officers" USING gin (lower(coalesce("code_rrhh", '') || ' ' || coalesce("iapmch_code", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "officers_dependencies_idx" ON "officers" USING gin ("dependencies" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "officers_sub_dependencies_idx" ON "officers" USING gin ("sub_dependencies" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "officers_positions_idx" ON "officers" USING gin ("positions" jsonb_path_ops);