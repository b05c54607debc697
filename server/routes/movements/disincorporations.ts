/** Disincorporation (egreso) routes (RRHH §2.7, §7.2, §7.3): list, save, approve (processing) / reject, delete, officer history. */
import type { FastifyInstance } from 'fastify';
import { disincorporationsDeclaration as D } from '../../../resources/disincorporations/declaration';
import { disincorporationSchema } from '../../../resources/disincorporations/validation';
import type { DisincorporationRepository } from '../../movements/disincorporations';
import type { MovementOfficers } from '../../movements/officers';
import { officerRefSchema, recordSchema, registerPendingMovementRoutes } from './common';
import { versionProperty } from '../../lib/versioning';

const disincorporationRecord = recordSchema({
  policeId: { type: 'integer' },
  police: officerRefSchema,
  dateOut: { type: 'string', format: 'date' },
  dateIn: { type: 'string', format: 'date', nullable: true, description: 'Fecha del reingreso aprobado que cerró este egreso' },
  comment: { type: 'string' },
  condition: { type: 'integer', description: 'Condición del egreso (lista de condiciones, nunca 1)' },
});

const disincorporationBody = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'Solo al editar un egreso pendiente' },
    ...versionProperty,
    idPoliceOfficer: { type: 'integer', description: 'Funcionario activo (no cambia al editar)' },
    comment: { type: 'string', description: 'Motivo, 10 a 500 caracteres' },
    dateOut: { type: 'string', format: 'date', description: 'Fecha de desincorporación, no posterior a hoy' },
    condition: { type: 'integer', description: 'Condición del egreso (distinta de 1, Activo)' },
    dependencies: { type: 'array', items: { type: 'object' }, description: 'Opcional: si se omite se toman las del funcionario' },
    subDependencies: { type: 'array', items: { type: 'object' } },
    positions: { type: 'array', items: { type: 'object' } },
  },
} as const;

export function registerDisincorporationRoutes(app: FastifyInstance, repository: DisincorporationRepository, people: MovementOfficers) {
  registerPendingMovementRoutes(app, {
    declaration: D,
    repository,
    people,
    schema: disincorporationSchema,
    recordDoc: disincorporationRecord,
    bodyDoc: disincorporationBody,
    summaries: {
      list: 'Lista paginada de egresos; search busca por funcionario (nombre o cédula), id o motivo',
      save: 'Crea un egreso pendiente (201), o edita uno pendiente cuando el cuerpo trae id (200). Solo para funcionarios activos; uno pendiente por funcionario',
      history: 'Egresos de un funcionario, el más reciente primero (data.data con meta)',
    },
  });
}
