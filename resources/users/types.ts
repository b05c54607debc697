import type { RaRecord } from 'react-admin';

/** A user as the users list answers it (spec 1 §3.2): the role comes embedded. */
export interface UserRecord extends RaRecord {
  id: number;
  username: string;
  email: string;
  fullname: string;
  roleId: number | null;
  role: { id: number; roleName: string } | null;
  isAdmin: boolean;
  isActive: boolean;
  isWebSite: boolean;
  isMedical: boolean;
}

/** The body of POST users / PUT users/{id} (spec 1 §7); no password keeps the stored one. */
export interface UserPayload {
  username: string;
  email: string;
  fullname: string;
  password?: string;
  roleId: number;
  isAdmin: boolean;
  isActive: boolean;
  isWebSite: boolean;
  isMedical: boolean;
}

export interface RoleOption {
  id: number;
  roleName: string;
}
