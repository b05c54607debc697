/**
 * Every resource declaration, in dependency order (a referenced resource comes first).
 * Adding a resource is adding its declaration here (and generating its migration).
 */
import type { ResourceDeclaration } from './engine/types';
import { evaluationsDeclaration } from './evaluations/declaration';
import { newsDeclaration } from './news/declaration';
import { studentsDeclaration } from './students/declaration';
import { disciplinaryCasesDeclaration } from './disciplinary/declaration';
import { gunAssignmentsDeclaration } from './gunAssignments/declaration';
import { gunsDeclaration } from './guns/declaration';
import { rolesDeclaration } from './roles/declaration';
import { stationsDeclaration } from './stations/declaration';
import { usersDeclaration } from './users/declaration';
import { vehicleAssignmentsDeclaration } from './vehicleAssignments/declaration';
import { vehiclesDeclaration } from './vehicles/declaration';

export const resourceDeclarations: ResourceDeclaration[] = [
  rolesDeclaration,
  usersDeclaration,
  // Weapons park and transport (spec 3 §3.2–3.6).
  stationsDeclaration,
  gunsDeclaration,
  gunAssignmentsDeclaration,
  vehiclesDeclaration,
  vehicleAssignmentsDeclaration,
  // Student registry, evaluation board and news manager (spec 3 §3.9–3.11).
  studentsDeclaration,
  evaluationsDeclaration,
  newsDeclaration,
  // Disciplinary cases, ICAP and OIDP (spec 3 §3.1).
  disciplinaryCasesDeclaration,
];

export function declarationOf(name: string): ResourceDeclaration {
  const declaration = resourceDeclarations.find((d) => d.name === name);
  if (!declaration) throw new Error(`Unknown resource: ${name}`);
  return declaration;
}
