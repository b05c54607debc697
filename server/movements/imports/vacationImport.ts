/**
 * Vacations and rests from a file (the form's 'Vacaciones' and 'Reposo' modules): the
 * officer and the granting officer by cédula, the type, the dates, the reason and the
 * year of an expired vacation, with the form's rules; the repository refuses a record
 * that overlaps another of the same officer and module (in the database or earlier in
 * the file), reported on the start date. Service commissions, with their own form and
 * permission, are not imported (docs/decisions.md).
 */
import { TYPE_VACATION_AND_REST } from '../../catalogues/rrhh';
import { MOVEMENT_ACCESS } from '../../../resources/movements/access';
import { OFFICER_ANSWERS } from '../../../resources/officers/messages';
import { vacationsDeclaration } from '../../../resources/vacations/declaration';
import { MODULE_REST, MODULE_VACATION, VACATION_ANSWERS, vacationOrRestSchema } from '../../../resources/vacations/validation';
import { foldCell } from '../../engine/import/cellValues';
import type { ImportTarget } from '../../engine/import/importTarget';
import { vacationValues, type VacationRepository } from '../vacations';
import { movementColumn, movementImportTarget, officerColumn, officerOf } from './movementImport';

/** The modules a file may name, as the form's 'Módulo' list shows them. */
const MODULES = TYPE_VACATION_AND_REST.filter((m) => m.key === MODULE_VACATION || m.key === MODULE_REST);

export function vacationImportTarget(repository: VacationRepository): ImportTarget {
  return movementImportTarget({
    declaration: vacationsDeclaration,
    // Vacations and rests are both of the internal module 1: creating them asks Registrar there, as the save route does.
    access: MOVEMENT_ACCESS.vacationsImport,
    columns: [
      movementColumn('typeVacationAndRest', 'Módulo', 'text', { required: true, choices: MODULES.map((m) => m.value), format: 'Vacaciones o Reposo (las comisiones de servicio se registran en su formulario)' }),
      officerColumn('idPoliceOfficer', 'Cédula del funcionario'),
      officerColumn('idBestower', 'Cédula del funcionario que otorga'),
      movementColumn('idType', 'Tipo de vacación', 'catalog', { catalog: 'rrhh.vacationType', format: 'Un valor de la lista; requerido en vacaciones' }),
      movementColumn('dateIn', 'Fecha de inicio', 'date', { required: true }),
      movementColumn('dateOut', 'Fecha fin', 'date', { required: true, format: 'Fecha dd/mm/aaaa, posterior a la fecha de inicio' }),
      movementColumn('motive', 'Motivo', 'longText', { required: true }),
      movementColumn('expiredVacationYear', 'Año de las vacaciones vencidas', 'integer', { format: 'Número entero; requerido si el tipo es Vencidas' }),
    ],
    schema: vacationOrRestSchema,
    async bodyOf(sent, db) {
      const officer = await officerOf(db, 'idPoliceOfficer', sent.idPoliceOfficer);
      const bestower = await officerOf(db, 'idBestower', sent.idBestower);
      const typed = sent.typeVacationAndRest === undefined ? undefined : String(sent.typeVacationAndRest);
      const module = typed === undefined ? undefined : MODULES.find((m) => foldCell(m.value) === foldCell(typed))?.key ?? typed;
      return {
        body: { typeVacationAndRest: module, idPoliceOfficer: officer.id, idBestower: bestower.id, idType: sent.idType, dateIn: sent.dateIn, dateOut: sent.dateOut, motive: sent.motive, expiredVacationYear: sent.expiredVacationYear },
        problems: [...officer.problems, ...bestower.problems],
      };
    },
    save: async (tx, values, request) => (await repository.saveIn(tx, undefined, values.idPoliceOfficer, vacationValues(values), request.user?.id ?? null)).record,
    refusals: { [OFFICER_ANSWERS.officerNotFound]: 'idPoliceOfficer', [VACATION_ANSWERS.bestowerNotFound]: 'idBestower', [VACATION_ANSWERS.overlap]: 'dateIn' },
  });
}
