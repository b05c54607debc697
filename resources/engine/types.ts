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
  min?: [number, string];
  max?: [number, string];
  pattern?: [RegExp, string];
  email?: string;
}

export interface FieldDeclaration {
  type: FieldType;
  /** Spanish label (form and column). */
  label: string;
  rules?: FieldRules;
  default?: string | number | boolean | null;
  /** Write-only: never returned by the API (passwords). */
  writeOnly?: boolean;
  /** Unique among rows; a duplicate answers 409 with this Spanish message. */
  unique?: string;
  /** For `catalog`: path of the list in data-init, e.g. 'configuration.typeUser'. */
  catalog?: string;
  /** For `reference`: the referenced resource, the field shown for it, and the key
   *  under which the API embeds `{id, <display>}` in answers (e.g. `role`). */
  reference?: { resource: string; display: string; embedAs: string };
  /** Column name in the table; defaults to the snake_case of the field name. */
  column?: string;
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
  /** Permission rule per action; `list` guards the menu entry too. */
  access: Record<ResourceAction, AccessRule>;
  /** Default sort: newest first unless said otherwise. */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
}

/** Checks a declaration against its own field names, then widens it for the engine. */
export function defineResource<F extends Record<string, FieldDeclaration>>(declaration: ResourceDeclaration<F>): ResourceDeclaration {
  return declaration as unknown as ResourceDeclaration;
}

/** camelCase → snake_case, used for column names. */
export function columnNameOf(field: string, declaration?: FieldDeclaration): string {
  return declaration?.column ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
