/**
 * The resources administrators designed (issue 29), in the browser. After sign-in their
 * definitions are read (GET /api/designed) and become declarations through the code the
 * server serves them with (declarationFromDefinition); the providers, the catalogue, the
 * sidebar and the routes then find them beside the registry's. The designer reads them
 * again after a change.
 */
import { useSyncExternalStore } from 'react';
import { setDesignedPermissionNodes, type DesignedPermissionNode } from '../../authProvider/moduleCatalogue';
import { apiRequest } from '../../dataProvider/httpClient';
import { declarationFromDefinition, designedNodeOf } from '../../resources/engine/declarationFromDefinition';
import type { ResourceDefinition } from '../../resources/engine/definitionSchema';
import type { ResourceDeclaration } from '../../resources/engine/types';
import { addResourceTexts } from '../providers';
import { setDesignedDeclarations } from './appDeclarations';

interface DesignedAnswer {
  resources: { name: string; version: number; definition: ResourceDefinition; permissionNode: number | null }[];
  permissionNodes: DesignedPermissionNode[];
}

export interface DesignedState {
  declarations: readonly ResourceDeclaration[];
  /** False until the first answer (or failure): a designed resource's address waits for it. */
  loaded: boolean;
}

let state: DesignedState = { declarations: [], loaded: false };
/** What the mounted declarations were built from (names, versions, nodes): an unchanged answer remounts nothing. */
let mountedFrom = '';
const listeners = new Set<() => void>();

function publish(next: DesignedState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Reads the definitions and mounts them; on failure the app goes on with its built-in resources. */
export async function loadDesignedResources(): Promise<void> {
  try {
    const { data } = await apiRequest<DesignedAnswer>('designed');
    const from = JSON.stringify([data.resources.map((r) => [r.name, r.version, r.permissionNode]), data.permissionNodes]);
    if (state.loaded && from === mountedFrom) return;
    setDesignedPermissionNodes(data.permissionNodes);
    const declarations = data.resources.map((r) => declarationFromDefinition(r.definition, designedNodeOf(r.definition, r.permissionNode)));
    setDesignedDeclarations(declarations);
    await addResourceTexts(declarations);
    mountedFrom = from;
    publish({ declarations, loaded: true });
  } catch {
    publish({ ...state, loaded: true });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useDesignedResources(): DesignedState {
  return useSyncExternalStore(subscribe, () => state);
}
