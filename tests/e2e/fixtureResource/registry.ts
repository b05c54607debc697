/** The registry the fixture build sees: the real one plus the fixture declaration, appended last. */
import type { ResourceDeclaration } from '../../../resources/engine/types';
import { resourceDeclarations as realDeclarations } from '../../../resources/registry';
import { equiposDeclaration } from '../../fixtures/equiposResource';

export const resourceDeclarations: ResourceDeclaration[] = [...realDeclarations, equiposDeclaration];

export function declarationOf(name: string): ResourceDeclaration {
  const declaration = resourceDeclarations.find((d) => d.name === name);
  if (!declaration) throw new Error(`Unknown resource: ${name}`);
  return declaration;
}
