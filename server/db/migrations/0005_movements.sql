CREATE TABLE "disincorporations" (
	"id" serial PRIMARY KEY NOT NULL,
	"officer_id" integer NOT NULL,
	"date_out" date NOT NULL,
	"date_in" date,
	"comment" text NOT NULL,
	"condition" integer NOT NULL,
	"dependencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_dependencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"status_notes" text,
	"status_date" timestamp with time zone,
	"status_by" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reentries" (
	"id" serial PRIMARY KEY NOT NULL,
	"officer_id" integer NOT NULL,
	"date_in" date NOT NULL,
	"comment" text NOT NULL,
	"dependencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_dependencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"status_notes" text,
	"status_date" timestamp with time zone,
	"status_by" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacations" (
	"id" serial PRIMARY KEY NOT NULL,
	"officer_id" integer NOT NULL,
	"bestower_id" integer,
	"type_vacation_and_rest" integer NOT NULL,
	"id_type" integer,
	"date_in" date NOT NULL,
	"date_out" date NOT NULL,
	"motive" text NOT NULL,
	"expired_vacation_year" integer,
	"number_of_renew" integer,
	"institution" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"person_of_com" jsonb,
	"person_of_application" jsonb,
	"organization1" text,
	"organization_dev_reason" text,
	"status" integer DEFAULT 1 NOT NULL,
	"status_notes" text,
	"status_date" timestamp with time zone,
	"status_by" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disincorporations" ADD CONSTRAINT "disincorporations_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reentries" ADD CONSTRAINT "reentries_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_bestower_id_officers_id_fk" FOREIGN KEY ("bestower_id") REFERENCES "public"."officers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disincorporations_officer_date_idx" ON "disincorporations" USING btree ("officer_id","date_out");--> statement-breakpoint
CREATE INDEX "disincorporations_status_idx" ON "disincorporations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "disincorporations_created_at_idx" ON "disincorporations" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "disincorporations_one_pending_per_officer" ON "disincorporations" USING btree ("officer_id") WHERE "disincorporations"."status" = 1;--> statement-breakpoint
CREATE INDEX "reentries_officer_date_idx" ON "reentries" USING btree ("officer_id","date_in");--> statement-breakpoint
CREATE INDEX "reentries_status_idx" ON "reentries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "reentries_created_at_idx" ON "reentries" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reentries_one_pending_per_officer" ON "reentries" USING btree ("officer_id") WHERE "reentries"."status" = 1;--> statement-breakpoint
CREATE INDEX "vacations_officer_type_date_idx" ON "vacations" USING btree ("officer_id","type_vacation_and_rest","date_in");--> statement-breakpoint
CREATE INDEX "vacations_bestower_idx" ON "vacations" USING btree ("bestower_id");--> statement-breakpoint
CREATE INDEX "vacations_status_idx" ON "vacations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vacations_created_at_idx" ON "vacations" USING btree ("created_at","id");