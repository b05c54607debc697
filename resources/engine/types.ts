/**
 * The resource declaration: one plain object per entity that drives the screens, the
 * validation (browser and server), the API routes and the table. No React and no Node
 * here: both the browser and the server import these files.
 */
import type { AccessRule } from '../../authProvider/permissions';

export type FieldType =
  | 'text'
  | 'longText'
  | 'email'
  | 'password'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'catalog'
  | 'reference'
  | 'json';

export interface FieldRules {
  /** Spanish message shown when the value is missing. */
  required?: string;
  /** Required only when creating (passwords). */
  requiredOnCreate?: string;
  minLength?: [number, string];
  maxLength?: [number, string];
  /** A bound may be computed when the rule runs (e.g. the current year). */
  min?: [number | (() => number), string];
  max?: [number | (() => number), string];
  pattern?: [RegExp, string];
  email?: string;
}

export interface FieldDeclaration {
  type: FieldType;
  /** Spanish label (form and column). */
  label: string;
  rules?: FieldRules;
  /** Value on create when the body has none; a function is called per create (e.g. today). */
  default?: string | number | boolean | null | (() => string | number);
  /** Set by the server only (e.g. an assignment's `active`): never read from a request
   *  body nor shown as a form input; its default applies on create. */
  readOnly?: boolean;
  /** Write-only: never returned by the API (passwords). */
  writeOnly?: boolean;
  /** Unique among rows; a duplicate answers 409 with this Spanish message. */
  unique?: string;
  /** For `catalog`: path of the list in data-init, e.g. 'configuration.typeUser'; a key
   *  after a list reads that key of every item, flattened ('configuration.services.subServices'). */
  catalog?: string;
  /** For `reference`: the referenced resource (a declared resource, or a platform table
   *  such as 'officers'), the field shown for it, and the key under which the API embeds
   *  `{id, <display>, ...embedFields}` in answers (e.g. `role`). */
  reference?: {
    resource: string;
    display: string;
    embedAs: string;
    embedFields?: string[];
    /** Spanish message of a 400 when the id names no record; without it the database refuses the write (409). */
    missing?: string;
  };
  /** For a nested `catalog` ('configuration.services.subServices'): the field holding the
   *  parent's key ('service'); forms offer only the items of the chosen parent. */
  catalogParent?: string;
  /** Column name in the table; defaults to the snake_case of the field name. */
  column?: string;
}

/** A rule over several fields (e.g. start before end); the message shows on `field`. */
export interface CrossFieldCheck {
  field: string;
  message: string;
  /** Called with the values once each field is valid; missing optional values are undefined. */
  valid: (values: Record<string, unknown>) => boolean;
}

/** A unique index over some fields, optionally only among rows matching `where` (partial index). */
export interface UniqueIndexDeclaration {
  name: string;
  fields: string[];
  where?: Record<string, boolean | number>;
  /** Spanish message of the 409 when a write would break it. */
  message: string;
}

export type ResourceAction = 'list' | 'get' | 'create' | 'update' | 'delete' | 'status' | 'export';

export interface ResourceDeclaration<F extends Record<string, FieldDeclaration> = Record<string, FieldDeclaration>> {
  /** react-admin resource name and i18n key (`resources.<name>`). */
  name: string;
  /** Table name. */
  table: string;
  /** API path under /api, e.g. 'users'. */
  apiPath: string;
  /** Screen route under /home when it is not the resource name, e.g. 'configuration/users'. */
  route?: string;
  /** Spanish singular and plural names. */
  label: { one: string; many: string };
  fields: F;
  /** Field whose value is toggled by `PATCH <apiPath>/{id}/status`. */
  statusField?: keyof F & string;
  /** Fields matched (accent- and case-insensitively) by `search`. */
  searchFields: (keyof F & string)[];
  /** Fields accepted as exact-match list filters (query string). */
  filterFields?: (keyof F & string)[];
  /** Fields shown as list columns, in order. */
  listFields: (keyof F & string)[];
  /** Fields that can be sorted on (besides id and createdAt). */
  sortFields?: (keyof F & string)[];
  /** Fields written to the Excel export; omitted means no export route. */
  exportFields?: (keyof F & string)[];
  /** Path of the export under the api path; 'export/excel' unless said otherwise. */
  exportPath?: string;
  /** Rules over several fields, checked after the field rules (browser and server). */
  checks?: CrossFieldCheck[];
  /** Unique indexes beyond single `unique` fields (partial ones included). */
  uniqueIndexes?: UniqueIndexDeclaration[];
  /**
   * Files attached to each record: a `<table>_documents` table, upload / delete /
   * download routes under `<apiPath>/{id}/documents`, and `documents` in every answer.
   * Files are checked by extension and by content.
   */
  documents?: { extensions: readonly string[] };
  /** Permission rule per action; `list` guards the menu entry too. */
  access: Record<ResourceAction, AccessRule>;
  /** Default sort: newest first unless said otherwise. */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Its rows are part of every session (users, roles): each write empties the server's session cache before answering. */
  partOfSessions?: boolean;
}

/** Checks a declaration against its own field names, then widens it for the engine. */
export function defineResource<F extends Record<string, FieldDeclaration>>(declaration: ResourceDeclaration<F>): ResourceDeclaration {
  return declaration as unknown as ResourceDeclaration;
}

/** A declared bound or default, computed when it is a function. */
export function resolveValue<T>(value: T | (() => T)): T {
  return typeof value === 'function' ? (value as () => T)() : value;
}

/** Where the export of a declaration answers, under /api. */
export function exportPathOf(declaration: ResourceDeclaration): string {
  return `${declaration.apiPath}/${declaration.exportPath ?? 'export/excel'}`;
}

/** camelCase → snake_case, used for column names. */
export function columnNameOf(field: string, declaration?: FieldDeclaration): string {
  return declaration?.column ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
