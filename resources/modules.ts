/**
 * The resources whose modules serve the spec's own paths and draw their own screens
 * (movements, permits, medical reports). They use the one declaration type but stay out
 * of the engine's registry (resources/registry.ts), which would add its REST routes beside
 * the spec's; their routes, sidebar entries and screens come from their `pages`.
 */
import { disincorporationsDeclaration } from './disincorporations/declaration';
import type { ResourceDeclaration } from './engine/types';
import { medicalReportsDeclaration } from './medical/declaration';
import { permitsDeclaration } from './permits/declaration';
import { reentriesDeclaration } from './reentries/declaration';
import { vacationsDeclaration } from './vacations/declaration';

export const moduleDeclarations: readonly ResourceDeclaration[] = [
  reentriesDeclaration,
  disincorporationsDeclaration,
  vacationsDeclaration,
  permitsDeclaration,
  medicalReportsDeclaration,
];
