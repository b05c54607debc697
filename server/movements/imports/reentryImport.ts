/**
 * Re-entries from a file: the officer by cédula, the date, the reason and the lists the
 * officer returns to, with the form's rules; the repository refuses an active officer and a
 * second pending re-entry (those rows report on the cédula).
 */
import { reentriesDeclaration } from '../../../resources/reentries/declaration';
import { REENTRY_ANSWERS, reentrySchema } from '../../../resources/reentries/validation';
import { OFFICER_ANSWERS } from '../../../resources/officers/messages';
import type { ImportTarget } from '../../engine/import/importTarget';
import type { ReentryRepository } from '../reentries';
import { movementColumn, movementImportTarget, officerColumn, officerOf } from './movementImport';
import { organisationColumns, organisationOf } from './organisationCells';

export function reentryImportTarget(repository: ReentryRepository): ImportTarget {
  return movementImportTarget({
    declaration: reentriesDeclaration,
    columns: [
      officerColumn('idPoliceOfficer', 'Cédula del funcionario'),
      movementColumn('dateIn', 'Fecha de reingreso', 'date', { required: true }),
      movementColumn('comment', 'Motivo de reingreso', 'longText', { required: true }),
      ...organisationColumns(true),
    ],
    schema: reentrySchema,
    async bodyOf(sent, db) {
      const officer = await officerOf(db, 'idPoliceOfficer', sent.idPoliceOfficer);
      const organisation = organisationOf(sent);
      return { body: { idPoliceOfficer: officer.id, dateIn: sent.dateIn, comment: sent.comment, ...organisation.lists }, problems: [...officer.problems, ...organisation.problems] };
    },
    save: async (tx, values, request) => (await repository.saveIn(tx, { ...values, id: undefined }, request.user?.id ?? null)).record,
    refusals: { [OFFICER_ANSWERS.officerNotFound]: 'idPoliceOfficer', [REENTRY_ANSWERS.officerActive]: 'idPoliceOfficer', [REENTRY_ANSWERS.alreadyPending]: 'idPoliceOfficer' },
  });
}
