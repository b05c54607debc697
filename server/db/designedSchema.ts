/**
 * Resources designed by administrators (issue 29): their definitions, every version of
 * them, and the schema `designed` where their tables live apart from the built-in ones
 * (a definition can never name a built-in table). The definition is json, not jsonb:
 * jsonb sorts an object's keys, and the order of `fields` is the form's order.
 */
import { integer, json, pgSchema, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const designedSchema = pgSchema('designed');

/** Ids of the permission nodes designed resources add (never reused: see DesignedPermissionNode). */
export const designedNodeIds = designedSchema.sequence('permission_node_ids', { startWith: 100 });

export const resourceDefinitions = pgTable('resource_definitions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('resource_definitions_name_unique'),
  version: integer('version').notNull().default(1),
  definition: json('definition').notNull(),
  /** The sub-module this resource added to the permission tree (null when it sits under an existing one). */
  permissionNode: integer('permission_node'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/** Every stored version of every definition, kept after the resource is deleted. */
export const resourceDefinitionVersions = pgTable('resource_definition_versions', {
  name: text('name').notNull(),
  version: integer('version').notNull(),
  /** null: the version that deleted the resource. */
  definition: json('definition'),
  author: text('author').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The XLSX of the data a change dropped, in the file storage. */
  archive: text('archive'),
}, (t) => [primaryKey({ columns: [t.name, t.version] })]);
