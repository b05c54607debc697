CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"evaluated_officer_id" integer NOT NULL,
	"evaluator_id" integer NOT NULL,
	"evaluation_type" integer NOT NULL,
	"evaluation_period" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"general_performance" integer NOT NULL,
	"discipline" integer NOT NULL,
	"leadership" integer NOT NULL,
	"teamwork" integer NOT NULL,
	"punctuality" integer NOT NULL,
	"responsibility" integer NOT NULL,
	"initiative" integer NOT NULL,
	"communication" integer NOT NULL,
	"technical_skills" integer NOT NULL,
	"problem_solving" integer NOT NULL,
	"average_rating" double precision,
	"overall_rating" integer,
	"general_comments" text,
	"recommendations" text,
	"goals" text,
	"training_needs" text,
	"status" integer,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"content" text NOT NULL,
	"category" integer NOT NULL,
	"priority" integer NOT NULL,
	"status" integer NOT NULL,
	"publish_date" date NOT NULL,
	"expiry_date" date,
	"tags" jsonb,
	"slug" text,
	"meta_description" text,
	"featured" boolean DEFAULT false NOT NULL,
	"allow_comments" boolean DEFAULT true NOT NULL,
	"author_name" text,
	"source_url" text,
	"image_url" text,
	"image_alt" text,
	"views" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"identification" text NOT NULL,
	"first_name" text NOT NULL,
	"second_name" text,
	"first_lastname" text NOT NULL,
	"second_lastname" text,
	"gender" integer NOT NULL,
	"date_birth" date NOT NULL,
	"blood_type" integer NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"emergency_contact" text NOT NULL,
	"emergency_phone" text NOT NULL,
	"state" integer NOT NULL,
	"municipality" text NOT NULL,
	"parish" text NOT NULL,
	"address" text NOT NULL,
	"career" text NOT NULL,
	"semester" integer NOT NULL,
	"academic_period" text NOT NULL,
	"admission_date" date NOT NULL,
	"status" integer NOT NULL,
	"observations" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_evaluated_officer_id_officers_id_fk" FOREIGN KEY ("evaluated_officer_id") REFERENCES "public"."officers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_evaluator_id_officers_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."officers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluations_evaluated_officer_id_idx" ON "evaluations" USING btree ("evaluated_officer_id");--> statement-breakpoint
CREATE INDEX "evaluations_evaluator_id_idx" ON "evaluations" USING btree ("evaluator_id");--> statement-breakpoint
CREATE INDEX "evaluations_evaluation_type_idx" ON "evaluations" USING btree ("evaluation_type");--> statement-breakpoint
CREATE INDEX "evaluations_evaluation_period_idx" ON "evaluations" USING btree ("evaluation_period");--> statement-breakpoint
CREATE INDEX "evaluations_overall_rating_idx" ON "evaluations" USING btree ("overall_rating");--> statement-breakpoint
CREATE INDEX "evaluations_status_idx" ON "evaluations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "news_category_idx" ON "news" USING btree ("category");--> statement-breakpoint
CREATE INDEX "news_priority_idx" ON "news" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "news_status_idx" ON "news" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "news_slug_unique" ON "news" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_featured_idx" ON "news" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "news_author_name_idx" ON "news" USING btree ("author_name");--> statement-breakpoint
CREATE UNIQUE INDEX "students_identification_unique" ON "students" USING btree ("identification");--> statement-breakpoint
CREATE INDEX "students_career_idx" ON "students" USING btree ("career");--> statement-breakpoint
CREATE INDEX "students_semester_idx" ON "students" USING btree ("semester");--> statement-breakpoint
CREATE INDEX "students_status_idx" ON "students" USING btree ("status");