/** The calls of Configuración > Recursos (server/routes/configuration/resources.ts). */
import { apiRequest, serverMessagesOf } from '../../../dataProvider/httpClient';
import type { ResourceDefinition } from '../../../resources/engine/definitionSchema';

const BASE = 'configuration/resources';

export interface BuiltInSummary {
  name: string;
  builtIn: true;
  label: { one: string; many: string; gender?: string };
  fields: Record<string, { type: string; label: string; rules?: Record<string, unknown>; unique?: string }>;
  apiPath: string;
  permission: Record<string, unknown>;
}

export interface DesignedSummary {
  name: string;
  builtIn: false;
  version: number;
  definition: ResourceDefinition;
  permissionNode: number | null;
  apiPath: string;
  updatedAt: string;
  updatedBy: string;
}

export type ResourceSummary = BuiltInSummary | DesignedSummary;

export interface DesignedDetail extends DesignedSummary {
  createdAt: string;
  createdBy: string;
  versions: { version: number; at: string; author: string; archive: string | null }[];
}

export async function listResources(): Promise<ResourceSummary[]> {
  return (await apiRequest<ResourceSummary[]>(BASE)).data;
}

export async function getDesigned(name: string): Promise<DesignedDetail> {
  return (await apiRequest<DesignedDetail>(`${BASE}/${encodeURIComponent(name)}`)).data;
}

/** Checks a definition on the server, storing nothing: its Spanish problems (none when valid). */
export async function checkDefinition(definition: ResourceDefinition): Promise<string[]> {
  try {
    await apiRequest(`${BASE}/check`, { method: 'POST', body: definition });
    return [];
  } catch (error) {
    if ((error as { status?: number }).status === 400) return serverMessagesOf(error);
    throw error;
  }
}

export async function createDesigned(definition: ResourceDefinition): Promise<DesignedDetail> {
  return (await apiRequest<DesignedDetail>(BASE, { method: 'POST', body: definition })).data;
}

export async function updateDesigned(name: string, version: number, definition: ResourceDefinition, confirm?: string): Promise<DesignedDetail> {
  return (await apiRequest<DesignedDetail>(`${BASE}/${encodeURIComponent(name)}`, { method: 'PUT', body: { version, definition, ...(confirm ? { confirm } : {}) } })).data;
}

export async function deleteDesigned(name: string, confirm: string): Promise<void> {
  await apiRequest(`${BASE}/${encodeURIComponent(name)}`, { method: 'DELETE', query: { confirm } });
}
