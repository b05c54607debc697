/**
 * The columns of a resource's Excel import (issue 30): the fields a user fills in the
 * form, under their Spanish labels. Server-set, computed, hidden, JSON and write-only
 * fields are left out; a resource whose create needs one of those (a user's password)
 * offers no import. Shared by the browser (whether to show 'Importar Excel') and the server.
 */
import type { FieldDeclaration, ResourceDeclaration } from './types';

/** What an import is named by (routes, jobs, screens): a declaration, or as much of one (the officer record). */
export type ImportResource = Pick<ResourceDeclaration, 'name' | 'apiPath' | 'label'> & {
  access: Pick<ResourceDeclaration['access'], 'create' | 'update'>;
  /** The header of the column 'Actualizar existentes' matches rows by; without it, only 'Crear nuevos'. */
  keyHeader?: string;
  /** What 'Actualizar existentes' does beyond changing the columns present (the officer record's other sheets). */
  updateNote?: string;
};

export interface ImportColumn {
  name: string;
  field: FieldDeclaration;
  header: string;
  required: boolean;
  /** What the column takes, in the template's instructions, when its field's type does not say it (a cédula, a list of names). */
  format?: string;
  /** The values the template offers as a drop-down list, when its field has no catalogue of its own. */
  choices?: string[];
  /** The cell holds several of the choices, separated by commas: the template lists them in its 'Valores' sheet instead of a drop-down. */
  several?: boolean;
}

export type ImportMode = 'create' | 'update';
export const IMPORT_MODES: readonly ImportMode[] = ['create', 'update'];

function imported(field: FieldDeclaration): boolean {
  return !field.readOnly && !field.computed && !field.hiddenInForm && !field.writeOnly && field.type !== 'json' && field.type !== 'password';
}

export function importColumnsOf(declaration: ResourceDeclaration): ImportColumn[] {
  return Object.entries(declaration.fields)
    .filter(([, field]) => imported(field))
    .map(([name, field]) => ({ name, field, header: field.label, required: Boolean(field.rules?.required) && field.default === undefined }));
}

/**
 * Whether every field a new record needs can come from a file. Users and roles (the rows
 * sessions are made of) are written one by one in Configuración, never from a file.
 */
export function canImport(declaration: ResourceDeclaration): boolean {
  return !declaration.partOfSessions && Object.values(declaration.fields).every((field) => imported(field) || !(field.rules?.required ?? field.rules?.requiredOnCreate) || field.default !== undefined || field.readOnly || field.computed)
    && importColumnsOf(declaration).length > 0;
}

/** The field that matches a row to a stored record in 'Actualizar existentes': the first unique one. */
export function importKeyOf(declaration: ResourceDeclaration): ImportColumn | undefined {
  return importColumnsOf(declaration).find((column) => column.field.unique);
}

/** A header as compared: case, accents, spaces and a trailing required mark ignored. */
export function headerKey(header: string): string {
  return header.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}
