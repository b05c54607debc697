/**
 * Every resource declaration, in dependency order (a referenced resource comes first).
 * Adding a resource is adding its declaration here (and generating its migration).
 */
import type { ResourceDeclaration } from './engine/types';
import { rolesDeclaration } from './roles/declaration';
import { usersDeclaration } from './users/declaration';

export const resourceDeclarations: ResourceDeclaration[] = [rolesDeclaration, usersDeclaration];

export function declarationOf(name: string): ResourceDeclaration {
  const declaration = resourceDeclarations.find((d) => d.name === name);
  if (!declaration) throw new Error(`Unknown resource: ${name}`);
  return declaration;
}
