/** The 'Acceso Denegado' text of a declared resource's screens: its module's own, else the engine's. */
import type { ResourceDeclaration } from '../types';

export function deniedMessageOf(declaration: ResourceDeclaration): string {
  return declaration.list?.page?.denied ?? declaration.list?.denied ?? 'app.engine.accessDenied';
}
