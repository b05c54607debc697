CREATE SCHEMA "designed";
--> statement-breakpoint
CREATE SEQUENCE "designed"."permission_node_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1;--> statement-breakpoint
CREATE TABLE "resource_definition_versions" (
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"definition" json,
	"author" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"archive" text,
	CONSTRAINT "resource_definition_versions_name_version_pk" PRIMARY KEY("name","version")
);
--> statement-breakpoint
CREATE TABLE "resource_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"definition" json NOT NULL,
	"permission_node" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "resource_definitions_name_unique" UNIQUE("name")
);
