/**
 * Egresos from a file: the officer by cédula, the date, the condition the officer leaves
 * with and the reason, with the form's rules. The organisation lists are not columns: the
 * form shows the officer's own, read-only, and the repository takes them when none are
 * sent. The repository refuses an officer who is not active and a second pending egreso.
 */
import { disincorporationsDeclaration } from '../../../resources/disincorporations/declaration';
import { DISINCORPORATION_ANSWERS, disincorporationSchema } from '../../../resources/disincorporations/validation';
import { OFFICER_ANSWERS } from '../../../resources/officers/messages';
import type { ImportTarget } from '../../engine/import/importTarget';
import type { DisincorporationRepository } from '../disincorporations';
import { movementColumn, movementImportTarget, officerColumn, officerOf } from './movementImport';

export function disincorporationImportTarget(repository: DisincorporationRepository): ImportTarget {
  return movementImportTarget({
    declaration: disincorporationsDeclaration,
    columns: [
      officerColumn('idPoliceOfficer', 'Cédula del funcionario'),
      movementColumn('dateOut', 'Fecha de desincorporación', 'date', { required: true }),
      movementColumn('condition', 'Condición del egreso', 'catalog', { required: true, catalog: 'rrhh.condition' }),
      movementColumn('comment', 'Motivo de desincorporación', 'longText', { required: true }),
    ],
    schema: disincorporationSchema,
    async bodyOf(sent, db) {
      const officer = await officerOf(db, 'idPoliceOfficer', sent.idPoliceOfficer);
      return { body: { idPoliceOfficer: officer.id, dateOut: sent.dateOut, condition: sent.condition, comment: sent.comment }, problems: officer.problems };
    },
    save: async (tx, values, request) => (await repository.saveIn(tx, { ...values, id: undefined }, request.user?.id ?? null)).record,
    refusals: { [OFFICER_ANSWERS.officerNotFound]: 'idPoliceOfficer', [DISINCORPORATION_ANSWERS.officerInactive]: 'idPoliceOfficer', [DISINCORPORATION_ANSWERS.alreadyPending]: 'idPoliceOfficer' },
  });
}
