/**
 * The declaration of the permits module (spec 3 §2.6, §3.7, §7.5, §7.10, §8.4): API
 * paths, permission rules, Spanish names and answers, and the limits of every stored
 * field, read alike by the server's routes, its tables (server/permits/schema.ts) and
 * the screens. Plain TypeScript: no React, no Node.
 */
import type { AccessRule } from '../../authProvider/permissions';
import { PERMITS_ACCESS } from './access';

export interface PermitsDeclaration {
  name: 'permits';
  label: { one: string; many: string };
  /** Screen routes under /home. */
  routes: { list: string; statistics: string };
  /** API paths under /api (`:id` is the permit id). */
  paths: {
    list: string;
    one: string;
    approve: string;
    reject: string;
    status: string;
    report: string;
    statistics: string;
    verification: string;
    /** The report's verification code. */
    reportVerification: string;
  };
  access: Record<'module' | 'list' | 'get' | 'create' | 'update' | 'delete' | 'decide' | 'report' | 'statistics', AccessRule>;
}

export const permitsDeclaration: PermitsDeclaration = {
  name: 'permits',
  label: { one: 'Permiso', many: 'Permisos' },
  routes: { list: 'permits', statistics: 'permits/statistics' },
  paths: {
    list: 'permits',
    one: 'permits/:id',
    approve: 'permits/:id/approve',
    reject: 'permits/:id/reject',
    status: 'permits/:id/status',
    report: 'permits/report/pdf',
    statistics: 'permits/statistics',
    verification: 'permits/:id/verification',
    reportVerification: 'permits/report/verification',
  },
  access: {
    module: PERMITS_ACCESS.module,
    list: PERMITS_ACCESS.list,
    get: PERMITS_ACCESS.module,
    create: PERMITS_ACCESS.manage,
    update: PERMITS_ACCESS.manage,
    delete: PERMITS_ACCESS.manage,
    decide: PERMITS_ACCESS.decide,
    report: PERMITS_ACCESS.module,
    statistics: PERMITS_ACCESS.module,
  },
};

/** A path with its `:id` filled in (browser calls: without the /api prefix). */
export function permitPath(path: string, id: number | string): string {
  return path.replace(':id', String(id));
}

/** Limits of the stored fields (every text has a maximum, every number a range). */
export const PERMIT_LIMITS = {
  motive: [10, 1000],
  supportsDelivered: 500,
  statusNotes: 500,
  durationDays: [1, 366],
  institution: 200,
  career: 200,
  lastLevelApproved: 100,
  lastLevelAverage: [0, 100],
  studies: 10,
  schedules: 14,
} as const;

/** Answers of the routes (spec §8.4, §4.1). */
export const PERMIT_ANSWERS = {
  created: 'Permiso creado exitosamente',
  updated: 'Permiso actualizado exitosamente',
  deleted: 'Permiso eliminado exitosamente',
  approved: 'Permiso aprobado exitosamente',
  rejected: 'Permiso rechazado exitosamente',
  notFound: 'Solicitud de permiso no encontrada',
  invalidStatus: 'Estado no válido',
  onlyPendingEdit: 'Solo se pueden editar solicitudes pendientes',
  onlyPendingDelete: 'Solo se pueden eliminar solicitudes pendientes',
  onlyPendingDecide: 'La solicitud ya fue aprobada o rechazada',
  officerNotFound: 'Funcionario no encontrado',
  reportGenerated: 'Reporte generado exitosamente',
  historyOnlyForOfficer: 'Indique el funcionario (policeId) para consultar su histórico de permisos',
} as const;

/** Permit statuses travel as strings (spec §4.1); the decision dialog sends 2 / 3. */
export const PERMIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];
export const PERMIT_STATUS_LABELS: Record<PermitStatus, string> = { pending: 'Pendiente', approved: 'Aprobado', rejected: 'Rechazado' };

/** Spanish label of a status (strings or 1/2/3); 'Sin Estado' for anything else (§4.1). */
export function permitStatusLabel(status: unknown): string {
  const byNumber: Record<string, PermitStatus> = { '1': 'pending', '2': 'approved', '3': 'rejected' };
  const key = typeof status === 'number' ? byNumber[String(status)] : (status as PermitStatus);
  return PERMIT_STATUS_LABELS[key] ?? 'Sin Estado';
}

/** The approval level a decision is recorded at (see docs/decisions.md: one level). */
export const APPROVAL_LEVEL = 1;
