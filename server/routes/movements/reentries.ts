/** Re-entry routes (RRHH §2.6, §7.2, §7.3): list, save (create / edit), approve / reject, delete, officer history. */
import type { FastifyInstance } from 'fastify';
import { reentriesDeclaration as D } from '../../../resources/reentries/declaration';
import { reentrySchema } from '../../../resources/reentries/validation';
import type { ReentryRepository } from '../../movements/reentries';
import type { MovementOfficers } from '../../movements/officers';
import { officerRefSchema, recordSchema, registerPendingMovementRoutes } from './common';
import { versionProperty } from '../../lib/versioning';

const reentryRecord = recordSchema({
  idPoliceOfficer: { type: 'integer' },
  policeOfficer: officerRefSchema,
  dateIn: { type: 'string', format: 'date' },
  position: { type: 'string', nullable: true, description: 'Cargos (etiquetas)' },
  comment: { type: 'string' },
});

const reentryBody = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'Solo al editar un reingreso pendiente' },
    ...versionProperty,
    idPoliceOfficer: { type: 'integer', description: 'Funcionario (no cambia al editar)' },
    comment: { type: 'string', description: 'Motivo, 10 a 500 caracteres' },
    dateIn: { type: 'string', format: 'date', description: 'Fecha de reingreso, no posterior a hoy' },
    dependencies: { type: 'array', items: { type: 'object' } },
    subDependencies: { type: 'array', items: { type: 'object' } },
    positions: { type: 'array', items: { type: 'object' } },
  },
} as const;

export function registerReentryRoutes(app: FastifyInstance, repository: ReentryRepository, people: MovementOfficers) {
  registerPendingMovementRoutes(app, {
    declaration: D,
    repository,
    people,
    schema: reentrySchema,
    recordDoc: reentryRecord,
    bodyDoc: reentryBody,
    summaries: {
      list: 'Lista paginada de reingresos; search busca por funcionario (nombre o cédula), id o motivo',
      save: 'Crea un reingreso pendiente (201), o edita uno pendiente cuando el cuerpo trae id (200). Solo para funcionarios no activos; uno pendiente por funcionario',
      history: 'Reingresos de un funcionario, el más reciente primero (data.data con meta)',
    },
  });
}
