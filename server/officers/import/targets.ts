/**
 * The officer record as an import (issue 30): the workbook of ./columns.ts checked with the
 * registration form's own schemas (resources/officers/validation.ts) and its messages, plus
 * what a bulk load adds: the place by its names (the municipality of the state, the parish
 * of the municipality), dates in order, the cédula and the e-mail unique in the file and
 * among stored officers, and each family member or professional item linked to an officer
 * of the file. Rows are stored as `POST rrhh` stores them (statusIn 1, condition 1, grade
 * from the professional items). 'Actualizar existentes' matches each officer by cédula and
 * changes only the cells a row fills, checked on the merged record; family members and
 * items are added to the record, or update the stored one they match (./storedRecord.ts).
 */
import { inArray, or, sql } from 'drizzle-orm';
import type { ImportColumn, ImportMode } from '../../../resources/engine/importColumns';
import { PLACE_MESSAGE } from '../../../resources/engine/validation';
import { OFFICER_IMPORT_KEY, OFFICER_IMPORT_RESOURCE } from '../../../resources/officers/importResource';
import {
  familyMemberSchema, normalizeOfficer, OFFICER_ANSWERS, officerSchema, professionalItemSchema, type FamilyMemberInput, type OfficerInput, type ProfessionalItemInput,
} from '../../../resources/officers/validation';
import { STATES } from '../../catalogues/geography';
import type { Database } from '../../db/client';
import { OFFICER_EMAIL_CONSTRAINT, officerFamilyMembers, officerProfessionalItems, officers } from '../../db/officerSchema';
import { CELL_MESSAGES, foldCell } from '../../engine/import/cellValues';
import { recordChange, type CheckContext, type FieldProblem, type ImportSheet, type ImportTarget, type StoredConflict, type UniqueValue } from '../../engine/import/importTarget';
import { RuleWorkers } from '../../engine/import/ruleWorkers';
import { validatedRow } from '../../engine/import/schemaRows';
import type { Row } from '../../engine/repository';
import { CHILD_PARENTAGE } from '../family';
import { officerColumns } from '../rows';
import { OFFICER_RULE_SCHEMAS } from './ruleSchemas';
import { FAMILY_COLUMNS, OFFICER_COLUMNS, OFFICER_LINK, OFFICER_SHEETS, PROFESSIONAL_COLUMNS } from './columns';
import {
  changedOfficerColumns, findFamilyMembers, findOfficer, findOfficers, findProfessionalItems, mergedPart, partColumns, presentValues, storedOfficerBody, storedOfficerCells,
} from './storedRecord';
import { insertItems, insertMembers, insertOfficers, updateOfficers, updateParts } from './storedWrites';

export const OFFICER_IMPORT_MESSAGES = {
  unknownOfficer: (identification: unknown) => `No hay un funcionario con la cédula «${String(identification)}» en la hoja «${OFFICER_SHEETS.officers}»`,
  unknownStoredOfficer: (identification: unknown) => `No hay un funcionario registrado con la cédula «${String(identification)}»`,
  linkRequired: `Indique la cédula del funcionario en «${OFFICER_LINK.header}»`,
  repeatedItem: 'El estudio (grado, título e institución) ya figura para este funcionario',
  /** Another import or a registration stored one of the file's cédulas while this one ran. */
  identificationTaken: 'Otro registro guardó mientras tanto un funcionario con una de las cédulas del archivo',
  /** Another import or a registration stored one of the file's e-mails while this one ran (the constraint, at commit when updating). */
  emailTaken: 'Otro registro guardó mientras tanto un funcionario con uno de los correos del archivo',
  dateInBeforeBirth: 'La fecha de ingreso no puede ser anterior a la fecha de nacimiento',
  dateOutBeforeIn: 'La fecha de culminación no puede ser anterior a la fecha de inicio',
  childOlder: 'Un hijo o hija no puede haber nacido antes que el funcionario',
  linkNote: `Las filas de «${OFFICER_SHEETS.family}» y «${OFFICER_SHEETS.professional}» se unen a su funcionario de «${OFFICER_SHEETS.officers}» por la columna «${OFFICER_LINK.header}». Los documentos y las fotografías se cargan después en el formulario.`,
} as const;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Officers of the file, shared by its sheets: their birth dates (checks) and, once written
 * (or, to update, once found), their ids. To update, a part row may name a stored officer
 * the file's first sheet leaves out: it is found once.
 */
class OfficerFile {
  readonly birthDates = new Map<number, string | null>();
  readonly ids = new Map<number, number>();
  mode: ImportMode = 'create';

  /** To update: the stored officers a batch of part rows names that the file has not named yet, found at once. */
  async findNamed(rows: Row[], db: Database): Promise<void> {
    const named = rows.map((row) => Number(row[OFFICER_LINK.name])).filter((identification) => !this.birthDates.has(identification) && !this.ids.has(identification));
    for (const [identification, stored] of await findOfficers(named, db)) {
      this.ids.set(identification, Number(stored.id));
      this.birthDates.set(identification, (stored.dateBirth as string | null) ?? null);
    }
  }
}

/** A state, municipality and parish by their names, as the form stores them (state key, names as listed). */
function placeOf(names: { state: unknown; municipality: unknown; parish: unknown }, fields: { state: string; municipality: string; parish: string }, labelOf: (field: string) => string) {
  const problems: FieldProblem[] = [];
  const state = STATES.find((s) => foldCell(s.estado) === foldCell(names.state) || String(s.id_estado) === String(names.state).trim());
  if (isBlank(names.state)) return { problems };
  if (!state) return { problems: [{ field: fields.state, message: CELL_MESSAGES.notInCatalog(labelOf(fields.state), String(names.state)) }] };
  const place: Row = { [fields.state]: state.id_estado };
  if (isBlank(names.municipality)) return { place, problems };
  const municipality = state.municipios.find((m) => foldCell(m.municipio) === foldCell(names.municipality));
  if (!municipality) return { place, problems: [{ field: fields.municipality, message: PLACE_MESSAGE }] };
  place[fields.municipality] = municipality.municipio;
  if (!isBlank(names.parish)) {
    const parish = municipality.parroquias.find((p) => foldCell(p) === foldCell(names.parish));
    if (!parish) problems.push({ field: fields.parish, message: PLACE_MESSAGE });
    else place[fields.parish] = parish;
  }
  return { place, problems };
}

function labelsOf(columns: ImportColumn[]): (field: string) => string {
  const labels = new Map(columns.map((c) => [c.name, c.header]));
  return (field) => labels.get(field) ?? '';
}

/** What every sheet of the workbook shares: the resource, and no key of the engine's unless the sheet has one. */
type SheetParts = Pick<ImportTarget, 'check' | 'uniqueValues' | 'conflict' | 'conflicts' | 'write' | 'createMany' | 'updateMany' | 'findMany' | 'swapsUnique' | 'uniqueMessageOf' | 'changeOf'> & Partial<Pick<ImportTarget, 'key' | 'findByKey'>>;

function sheetTarget(columns: ImportColumn[], parts: SheetParts): ImportTarget {
  return { declaration: OFFICER_IMPORT_RESOURCE, columns, labelOf: labelsOf(columns), findByKey: async () => undefined, ...parts };
}

/** The cédula or e-mail of each officer already stored by another record (not the one a row updates), in one query; an e-mail's with the cédula of the officer holding it. */
async function storedConflicts(rows: { values: Row; storedId?: number }[], db: Database): Promise<(StoredConflict | null)[]> {
  const inputs = rows.map((row) => ({ identification: Number(row.values.identification), email: String(row.values.email), storedId: row.storedId }));
  const stored = await db.select({ id: officers.id, identification: officers.identification, email: sql<string>`lower(${officers.email})` }).from(officers)
    .where(or(inArray(officers.identification, inputs.map((input) => input.identification)), inArray(sql`lower(${officers.email})`, inputs.map((input) => input.email.toLowerCase()))));
  const others = (input: { storedId?: number }) => stored.filter((row) => row.id !== input.storedId);
  return inputs.map((input) => {
    if (others(input).some((row) => row.identification === input.identification)) return { field: 'identification', message: OFFICER_ANSWERS.duplicateIdentification(input.identification) };
    const holder = others(input).find((row) => row.email === input.email.toLowerCase());
    if (holder) return { field: 'email', message: OFFICER_ANSWERS.duplicateEmail(input.email), heldBy: holder.identification };
    return null;
  });
}

/** Officers created, their ids kept for the part sheets. */
async function createdOfficers(tx: Database, inputs: OfficerInput[], userId: number | null, file: OfficerFile): Promise<Row[]> {
  const rows = await insertOfficers(tx, inputs, userId);
  for (const row of rows) file.ids.set(row.identification, row.id);
  return rows;
}

function officersSheet(file: OfficerFile): ImportTarget {
  const labelOf = labelsOf(OFFICER_COLUMNS);
  const columnOf = (path: string) => {
    const [, root, index, sub] = /^(\w+)(?:\[(\d+)\])?(?:\.(\w+))?/.exec(path) ?? [];
    if (root === 'address') return sub ?? 'addressName';
    if (root === 'phone') return index === '1' ? 'phone2' : 'phone';
    return root ?? '';
  };
  const key = OFFICER_COLUMNS.find((column) => column.name === OFFICER_IMPORT_KEY.name)!;
  return sheetTarget(OFFICER_COLUMNS, {
    key,
    findByKey: findOfficer,
    async findMany(rows, db) {
      const found = await findOfficers(rows.map((row) => Number(row[key.name])), db);
      return rows.map((row) => found.get(Number(row[key.name])));
    },
    async check(row, { mode, stored, present, rules }) {
      file.mode = mode;
      // To update: the row's filled cells over the stored officer's, checked as one record.
      const sent = stored ? { ...storedOfficerCells(stored), ...row } : row;
      if (stored) file.ids.set(Number(stored.identification), Number(stored.id));
      const birth = placeOf({ state: sent.stateBirth, municipality: sent.municipalityBirth, parish: sent.parishBirth }, { state: 'stateBirth', municipality: 'municipalityBirth', parish: 'parishBirth' }, labelOf);
      const home = placeOf({ state: sent.state, municipality: sent.municipality, parish: sent.parish }, { state: 'state', municipality: 'municipality', parish: 'parish' }, labelOf);
      const built = {
        ...sent,
        stateBirth: birth.place?.stateBirth ?? sent.stateBirth,
        municipalityBirth: birth.place?.municipalityBirth ?? sent.municipalityBirth,
        parishBirth: birth.place?.parishBirth ?? sent.parishBirth,
        phone: [sent.phone, sent.phone2],
        address: [{ addressName: sent.addressName, state: home.place?.state ?? sent.state, municipality: home.place?.municipality ?? sent.municipality, parish: home.place?.parish ?? sent.parish }],
      };
      const body: Row = stored ? storedOfficerBody(stored, built) : { ...built, family: [], profesionality: [], physical: {} };
      const checked = await validatedRow<OfficerInput>(officerSchema, body, columnOf, rules);
      const { values } = checked;
      // A place named wrongly is said once, by its name, not again by the form's rule.
      const placeProblems = [...birth.problems, ...home.problems];
      const placeFields = new Set(placeProblems.map((p) => p.field));
      const problems = [...checked.problems.filter((p) => !placeFields.has(p.field)), ...placeProblems];
      if (values && values.dateIn < values.dateBirth) problems.push({ field: 'dateIn', message: OFFICER_IMPORT_MESSAGES.dateInBeforeBirth });
      const identification = values?.identification ?? Number(sent.identification);
      if (Number.isSafeInteger(identification)) file.birthDates.set(identification, values?.dateBirth ?? null);
      if (problems.length || !values) return { problems };
      if (!stored) return { values: normalizeOfficer(values) as unknown as Row, problems };
      return { values: changedOfficerColumns(officerColumns(normalizeOfficer(values)) as unknown as Row, stored, present), problems };
    },
    uniqueValues(values): UniqueValue[] {
      const input = values as unknown as OfficerInput;
      return [
        { key: `identification\u0000${input.identification}`, message: OFFICER_ANSWERS.duplicateIdentification(input.identification), field: 'identification' },
        // Case aside, as the constraint compares them (lower(email)).
        { key: `email\u0000${input.email.trim().toLowerCase()}`, message: OFFICER_ANSWERS.duplicateEmail(input.email), field: 'email' },
      ];
    },
    async conflict(values, storedId, db) {
      return (await storedConflicts([{ values, storedId }], db))[0];
    },
    conflicts: storedConflicts,
    async write(values, { stored, tx, request }) {
      const userId = request.user?.id ?? null;
      if (stored) return (await updateOfficers(tx, [{ values, stored }], userId))[0];
      const [row] = await createdOfficers(tx, [values as unknown as OfficerInput], userId, file);
      return row;
    },
    createMany: (rows, { tx, request }) => createdOfficers(tx, rows as unknown as OfficerInput[], request.user?.id ?? null, file),
    updateMany: (rows, { tx, request }) => updateOfficers(tx, rows, request.user?.id ?? null),
    swapsUnique: true,
    uniqueMessageOf: (constraint) => ({ officers_identification_unique: OFFICER_IMPORT_MESSAGES.identificationTaken, [OFFICER_EMAIL_CONSTRAINT]: OFFICER_IMPORT_MESSAGES.emailTaken })[constraint ?? ''] ?? null,
  });
}

/**
 * The officer a part row names: one of the file's, checked when its sheet was read; to
 * update, any stored officer too (a file may only add family members or items).
 */
function linkProblem(file: OfficerFile, sent: Row, mode: ImportMode): FieldProblem | null {
  const named = sent[OFFICER_LINK.name];
  if (isBlank(named)) return { field: OFFICER_LINK.name, message: OFFICER_IMPORT_MESSAGES.linkRequired };
  if (file.birthDates.has(Number(named))) return null;
  // To update, the stored officers the rows name were found with them (OfficerFile.findNamed).
  if (mode === 'update' && file.ids.has(Number(named))) return null;
  return { field: OFFICER_LINK.name, message: mode === 'update' ? OFFICER_IMPORT_MESSAGES.unknownStoredOfficer(named) : OFFICER_IMPORT_MESSAGES.unknownOfficer(named) };
}

function officerIdOf(file: OfficerFile, values: Row): number {
  const id = file.ids.get(Number(values[OFFICER_LINK.name]));
  // Rows are written only when every row of every sheet passed, so the officer is there.
  if (id === undefined) throw new Error(`officer ${String(values[OFFICER_LINK.name])} of a part row was not written`);
  return id;
}

type PartFinder = (rows: { officerId?: number; sent: Row }[], db: Database) => Promise<(Row | undefined)[]>;

/** To update, the stored member or item each part row of a batch matches: its officer found first (the file's, or stored). */
function partsFinder(file: OfficerFile, find: PartFinder): NonNullable<ImportTarget['findMany']> {
  return async (rows, db) => {
    await file.findNamed(rows, db);
    return find(rows.map((sent) => ({ officerId: file.ids.get(Number(sent[OFFICER_LINK.name])), sent })), db);
  };
}

/** A part row's link problem and, to update, the stored member or item it matches (CheckContext.stored), with the body to check (its cells over the stored ones). */
function partRow(file: OfficerFile, sent: Row, context: CheckContext) {
  file.mode = context.mode;
  const link = linkProblem(file, sent, context.mode);
  const stored = link ? undefined : context.stored;
  return { link, stored, body: mergedPart(stored, sent) };
}

/**
 * A checked part row's values: all of them for a new member or item; to change a stored
 * one, the cells the file carries but those it was matched by (they keep their stored spelling).
 */
function partValues(values: Row, sent: Row, stored: Row | undefined, present: ReadonlySet<string>, matchedBy: string[]): Row {
  const linked = { ...values, [OFFICER_LINK.name]: Number(sent[OFFICER_LINK.name]) };
  return stored ? presentValues(linked, new Set([...present].filter((name) => !matchedBy.includes(name)))) : linked;
}

/** A part row's entry in the import's audit: whose record, which member or item, each column before and after (nothing before, when added). */
function partChange(sheet: string, recordField: string): NonNullable<ImportTarget['changeOf']> {
  return (values, stored, written) => ({ id: written.officerId, sheet, record: written[recordField], changes: recordChange(partColumns(values), stored ?? {}, written).changes });
}

function familySheet(file: OfficerFile): ImportTarget {
  return sheetTarget(FAMILY_COLUMNS, {
    async check(sent, context) {
      const { link, stored, body } = partRow(file, sent, context);
      const { values, problems } = await validatedRow<FamilyMemberInput>(familyMemberSchema, body, undefined, context.rules);
      if (link) problems.unshift(link);
      const officerBirth = file.birthDates.get(Number(sent[OFFICER_LINK.name]));
      if (values && officerBirth && values.parentage === CHILD_PARENTAGE && values.dateBirth < officerBirth) problems.push({ field: 'dateBirth', message: OFFICER_IMPORT_MESSAGES.childOlder });
      if (problems.length || !values) return { problems };
      return { values: partValues(values as Row, sent, stored, context.present, ['identification']), stored, problems };
    },
    uniqueValues: (values) => [{ key: `${String(values[OFFICER_LINK.name])}\u0000${String(values.identification)}`, message: OFFICER_ANSWERS.duplicateFamilyMember, field: 'identification' }],
    conflict: async () => null,
    findMany: partsFinder(file, findFamilyMembers),
    async write(values, { stored, tx }) {
      if (stored) return (await updateParts(tx, officerFamilyMembers, [{ values, stored }]))[0];
      return (await insertMembers(tx, [memberOf(file, values)], true))[0];
    },
    createMany: (rows, { tx, answer }) => insertMembers(tx, rows.map((values) => memberOf(file, values)), answer),
    updateMany: (rows, { tx }) => updateParts(tx, officerFamilyMembers, rows),
    changeOf: partChange(OFFICER_SHEETS.family, 'identification'),
    uniqueMessageOf: (constraint) => (constraint === 'officer_family_members_officer_identification_unique' ? OFFICER_ANSWERS.duplicateFamilyMember : null),
  });
}

const itemOf = (file: OfficerFile, values: Row) => ({ officerId: officerIdOf(file, values), item: values as unknown as ProfessionalItemInput });
const memberOf = (file: OfficerFile, values: Row) => ({ officerId: officerIdOf(file, values), member: values as unknown as FamilyMemberInput });

/** What an item is matched by, to update it (storedRecord.findProfessionalItems). */
const ITEM_MATCH = ['type', 'title', 'institution'];

function professionalSheet(file: OfficerFile): ImportTarget {
  return sheetTarget(PROFESSIONAL_COLUMNS, {
    async check(sent, context) {
      const { link, stored, body } = partRow(file, sent, context);
      const { values, problems } = await validatedRow<ProfessionalItemInput>(professionalItemSchema, body, undefined, context.rules);
      if (link) problems.unshift(link);
      if (values?.dateIn && values.dateOut && values.dateOut < values.dateIn) problems.push({ field: 'dateOut', message: OFFICER_IMPORT_MESSAGES.dateOutBeforeIn });
      if (problems.length || !values) return { problems };
      return { values: partValues(values as Row, sent, stored, context.present, ITEM_MATCH), stored, problems };
    },
    // To update, an item is matched by its type, title and institution: the file names each once per officer.
    uniqueValues: (values) => (file.mode === 'update'
      ? [{ key: [values[OFFICER_LINK.name], values.type, foldCell(values.title), foldCell(values.institution)].join('\u0000'), message: OFFICER_IMPORT_MESSAGES.repeatedItem, field: 'title' }]
      : []),
    conflict: async () => null,
    findMany: partsFinder(file, findProfessionalItems),
    async write(values, { stored, tx }) {
      if (stored) return (await updateParts(tx, officerProfessionalItems, [{ values, stored }]))[0];
      return (await insertItems(tx, [itemOf(file, values)], true))[0];
    },
    createMany: (rows, { tx, answer }) => insertItems(tx, rows.map((values) => itemOf(file, values)), answer),
    updateMany: (rows, { tx }) => updateParts(tx, officerProfessionalItems, rows),
    changeOf: partChange(OFFICER_SHEETS.professional, 'id'),
    uniqueMessageOf: () => null,
  });
}

/** The workbook's sheets with fresh shared state: one call per check, one per run. */
function officerWorkbook(): ImportSheet[] {
  const file = new OfficerFile();
  return [
    { name: OFFICER_SHEETS.officers, target: officersSheet(file) },
    { name: OFFICER_SHEETS.family, target: familySheet(file) },
    { name: OFFICER_SHEETS.professional, target: professionalSheet(file) },
  ];
}

/** Worker threads for the form schemas of a large officer file, started with its first check. */
let workers: RuleWorkers | undefined;
const officerRules = () => (workers ??= new RuleWorkers(new URL('./ruleWorker.ts', import.meta.url), OFFICER_RULE_SCHEMAS));

/** The officer record's import: its first sheet's target (a CSV's only sheet) with the whole workbook. */
export function officerImportTarget(): ImportTarget {
  return { ...officerWorkbook()[0].target, workbook: officerWorkbook, rules: officerRules, workbookNote: `${OFFICER_IMPORT_MESSAGES.linkNote} Con «Actualizar existentes»: ${OFFICER_IMPORT_RESOURCE.updateNote}` };
}
