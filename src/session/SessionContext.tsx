/**
 * The signed-in user and the initialization data, loaded once by the guard and read by
 * every screen (home, sidebar, forms' catalogues).
 */
import { createContext, useContext } from 'react';
import type { SessionUser } from '../../authProvider/permissions';

export interface CatalogItem { key: number | string; value: string }
export interface DataInit {
  version: string;
  rrhh: Record<string, unknown>;
  configuration: Record<string, unknown>;
  states: { id_estado: number; estado: string; municipios: { municipio: string; parroquias: string[] }[] }[];
  [group: string]: unknown;
}

export interface Session { user: SessionUser; dataInit: DataInit }

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SystemGuard');
  return session;
}
