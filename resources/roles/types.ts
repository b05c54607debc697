import type { RaRecord } from 'react-admin';
import type { PermissionTree } from '../../authProvider/moduleCatalogue';

/** A role as the roles list answers it (spec 1 §3.3). */
export interface RoleRecord extends RaRecord {
  id: number;
  roleName: string;
  description: string | null;
  active: boolean;
  permissions: PermissionTree | null;
}

/** The body of POST roles / PUT roles/{id}: the tree travels as `data` (spec 1 §7). */
export interface RolePayload {
  roleName: string;
  description: string;
  active: boolean;
  data: PermissionTree;
}
