/**
 * Movement resources (re-entries, disincorporations, vacations): engine declarations
 * whose routes the movement module registers on the spec's irregular paths (`paths`),
 * with their approve / reject answers (`messages`). Read by the server's routes and the
 * browser's calls alike; paths are under /api with `:id` for the record or officer id.
 * The storage is server/db/movementSchema.ts; the rules with their messages are each
 * movement's yup schema (validation.ts), shared by the form and the server.
 */
import { defineResource, type FieldDeclaration, type ResourceDeclaration, type ResourcePaths } from '../engine/types';

export { pathWith } from '../engine/types';

/** What every movement has beyond a plain resource: its spec paths (an officer's history included) and all its answers. */
interface MovementParts {
  paths: Required<Pick<ResourcePaths, 'list' | 'save' | 'status' | 'remove' | 'byOfficer'>> & Pick<ResourcePaths, 'saveOtherKind'>;
  messages: Required<NonNullable<ResourceDeclaration['messages']>>;
}

export type MovementDeclaration = ResourceDeclaration & MovementParts;

/** Checks a movement declaration against its own field names, like defineResource. */
export function defineMovement<F extends Record<string, FieldDeclaration>>(declaration: ResourceDeclaration<F> & MovementParts): MovementDeclaration {
  return defineResource(declaration) as MovementDeclaration;
}

/** The officer of a movement, embedded in answers under `embedAs`. */
export function movementOfficerField(embedAs: string): FieldDeclaration {
  return { type: 'reference', label: 'Funcionario', column: 'officer_id', reference: { resource: 'officers', display: 'identification', embedAs } };
}

/** The decision every movement record has: 1 Pendiente, 2 Aprobado, 3 Rechazado, with its notes. */
export const MOVEMENT_DECISION_FIELDS = {
  status: { type: 'integer', label: 'Estado', readOnly: true, default: 1 },
  statusNotes: { type: 'longText', label: 'Notas de la decisión', readOnly: true },
} as const satisfies Record<string, FieldDeclaration>;

/** Fields of the re-entries and egresos: the organisation lists and the decision. */
export const MOVEMENT_COMMON_FIELDS = {
  dependencies: { type: 'json', label: 'Dependencias' },
  subDependencies: { type: 'json', label: 'Sub dependencias' },
  positions: { type: 'json', label: 'Cargos' },
  ...MOVEMENT_DECISION_FIELDS,
} as const satisfies Record<string, FieldDeclaration>;
