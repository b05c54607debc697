/**
 * Every declaration the browser serves: the registry's, then the resources administrators
 * designed (appended once their definitions are read, see designedResources.ts). The
 * providers, the sidebar and the links between modules look resources up in this list.
 */
import type { ResourceDeclaration } from '../../resources/engine/types';
import { resourceDeclarations } from '../../resources/registry';

export const appDeclarations: ResourceDeclaration[] = [...resourceDeclarations];

/** Replaces the designed part of the list (everything after the registry's). */
export function setDesignedDeclarations(designed: readonly ResourceDeclaration[]): void {
  appDeclarations.splice(resourceDeclarations.length, appDeclarations.length, ...designed);
}
