/**
 * The declaration of a movement resource (re-entries, disincorporations, vacations): one
 * plain object with its API paths (the spec's irregular ones), permission rules and
 * answers, read by the server's routes and the browser's calls alike. Paths are under
 * /api and use `:id` for the record or officer id. The storage is server/db/movementSchema.ts.
 */
import type { AccessRule } from '../../authProvider/permissions';

/** Entity type of the shared approve / reject dialog (§4). */
export type MovementEntity = 'reentry' | 'disincorporation' | 'vacation';

export interface MovementAnswers {
  created: string;
  updated: string;
  approved: string;
  rejected: string;
  deleted: string;
  notFound: string;
}

export interface MovementDeclaration {
  entity: MovementEntity;
  /** Table that holds the records (the statistics count its pending rows). */
  table: 'reentries' | 'disincorporations' | 'vacations';
  label: { one: string; many: string };
  paths: {
    /** Paged list: page, pageSize, search, filters. */
    list: string;
    /** Create, or edit when the body carries `id` (POST, §7.3). */
    save: string;
    /** PUT {status, statusNotes}. */
    status: string;
    /** DELETE of a pending record. */
    remove: string;
  };
  access: { list: AccessRule; save: AccessRule; status: AccessRule; remove: AccessRule };
  answers: MovementAnswers;
}

/** The officer lookup of the movement modals (the spec does not show its path). */
export const OFFICER_PICKER_PATH = 'rrhh/movements/officer/:identification';

/** A path with its `:id` filled in (browser calls: without the /api prefix). */
export function pathWith(path: string, id: number | string): string {
  return path.replace(':id', String(id));
}
