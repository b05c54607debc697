CREATE TABLE "gun_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"gun_id" integer NOT NULL,
	"police_id" integer NOT NULL,
	"assignment_type" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"purpose" text NOT NULL,
	"observations" text,
	"destination" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guns" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_gun" text NOT NULL,
	"type_gun" integer NOT NULL,
	"sub_type_gun" integer,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"caliber" integer,
	"serial" text NOT NULL,
	"cylinder_serial" text,
	"serial_slide" text,
	"serial_canon" text,
	"serial_frame" text,
	"code_op" text,
	"identification_special" integer,
	"name_of_special" text,
	"date" date,
	"status" integer NOT NULL,
	"operability" boolean DEFAULT true NOT NULL,
	"type_service" integer,
	"service" integer,
	"sub_service" integer,
	"station" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guns_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address" text,
	"type_service" integer,
	"service" integer,
	"sub_service" integer,
	"station" text,
	"default_park" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"police_id" integer NOT NULL,
	"assignment_type" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"purpose" text NOT NULL,
	"destination" text,
	"observations" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_vehicle" text,
	"type_vehicle" integer NOT NULL,
	"type" integer,
	"brand" text,
	"model" text,
	"year" integer,
	"color" text,
	"plate" text,
	"serial" text NOT NULL,
	"serial_motor" text NOT NULL,
	"facsimile" text,
	"date_assignment" date,
	"status" integer NOT NULL,
	"certificate" text,
	"inspected" boolean DEFAULT false NOT NULL,
	"proceedings" text,
	"office" text,
	"location" text,
	"title_location" text,
	"comment" text,
	"operability" boolean DEFAULT true NOT NULL,
	"type_service" integer,
	"service" integer,
	"sub_service" integer,
	"station" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gun_assignments" ADD CONSTRAINT "gun_assignments_gun_id_guns_id_fk" FOREIGN KEY ("gun_id") REFERENCES "public"."guns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gun_assignments" ADD CONSTRAINT "gun_assignments_police_id_officers_id_fk" FOREIGN KEY ("police_id") REFERENCES "public"."officers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guns" ADD CONSTRAINT "guns_station_stations_id_fk" FOREIGN KEY ("station") REFERENCES "public"."stations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guns_documents" ADD CONSTRAINT "guns_documents_owner_id_guns_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."guns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_police_id_officers_id_fk" FOREIGN KEY ("police_id") REFERENCES "public"."officers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_station_stations_id_fk" FOREIGN KEY ("station") REFERENCES "public"."stations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles_documents" ADD CONSTRAINT "vehicles_documents_owner_id_vehicles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gun_assignments_one_active_per_gun" ON "gun_assignments" USING btree ("gun_id") WHERE "gun_assignments"."active" = true;--> statement-breakpoint
CREATE INDEX "gun_assignments_gun_id_idx" ON "gun_assignments" USING btree ("gun_id");--> statement-breakpoint
CREATE INDEX "gun_assignments_police_id_idx" ON "gun_assignments" USING btree ("police_id");--> statement-breakpoint
CREATE INDEX "gun_assignments_active_idx" ON "gun_assignments" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "guns_code_gun_unique" ON "guns" USING btree ("code_gun");--> statement-breakpoint
CREATE INDEX "guns_type_gun_idx" ON "guns" USING btree ("type_gun");--> statement-breakpoint
CREATE INDEX "guns_sub_type_gun_idx" ON "guns" USING btree ("sub_type_gun");--> statement-breakpoint
CREATE INDEX "guns_caliber_idx" ON "guns" USING btree ("caliber");--> statement-breakpoint
CREATE UNIQUE INDEX "guns_serial_unique" ON "guns" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "guns_status_idx" ON "guns" USING btree ("status");--> statement-breakpoint
CREATE INDEX "guns_operability_idx" ON "guns" USING btree ("operability");--> statement-breakpoint
CREATE INDEX "guns_station_idx" ON "guns" USING btree ("station");--> statement-breakpoint
CREATE INDEX "guns_documents_owner_idx" ON "guns_documents" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_code_unique" ON "stations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stations_service_idx" ON "stations" USING btree ("service");--> statement-breakpoint
CREATE INDEX "stations_default_park_idx" ON "stations" USING btree ("default_park");--> statement-breakpoint
CREATE INDEX "stations_status_idx" ON "stations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_vehicle_id_idx" ON "vehicle_assignments" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_police_id_idx" ON "vehicle_assignments" USING btree ("police_id");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_active_idx" ON "vehicle_assignments" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_code_vehicle_unique" ON "vehicles" USING btree ("code_vehicle");--> statement-breakpoint
CREATE INDEX "vehicles_type_vehicle_idx" ON "vehicles" USING btree ("type_vehicle");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_unique" ON "vehicles" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vehicles_inspected_idx" ON "vehicles" USING btree ("inspected");--> statement-breakpoint
CREATE INDEX "vehicles_operability_idx" ON "vehicles" USING btree ("operability");--> statement-breakpoint
CREATE INDEX "vehicles_station_idx" ON "vehicles" USING btree ("station");--> statement-breakpoint
CREATE INDEX "vehicles_documents_owner_idx" ON "vehicles_documents" USING btree ("owner_id");