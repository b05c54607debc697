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
import { eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { ImportColumn, ImportMode } from '../../../resources/engine/importColumns';
import { PLACE_MESSAGE } from '../../../resources/engine/validation';
import { OFFICER_IMPORT_KEY, OFFICER_IMPORT_RESOURCE } from '../../../resources/officers/importResource';
import {
  familyMemberSchema, normalizeOfficer, OFFICER_ANSWERS, officerSchema, professionalItemSchema, type FamilyMemberInput, type OfficerInput, type ProfessionalItemInput,
} from '../../../resources/officers/validation';
import { STATES } from '../../catalogues/geography';
import { bulkInsert } from '../../db/bulkInsert';
import type { Database } from '../../db/client';
import { officerFamilyMembers, officerProfessionalItems, officers, type NewFamilyMemberRow, type NewProfessionalItemRow } from '../../db/officerSchema';
import { CELL_MESSAGES, foldCell } from '../../engine/import/cellValues';
import { recordChange, type FieldProblem, type ImportSheet, type ImportTarget, type UniqueValue } from '../../engine/import/importTarget';
import { RuleWorkers } from '../../engine/import/ruleWorkers';
import { validatedRow } from '../../engine/import/schemaRows';
import type { Row } from '../../engine/repository';
import { nextVersion } from '../../lib/versioning';
import { CHILD_PARENTAGE } from '../family';
import { familyRow, officerColumns, professionalRow, type OfficerColumns } from '../rows';
import { OFFICER_RULE_SCHEMAS } from './ruleSchemas';
import { FAMILY_COLUMNS, OFFICER_COLUMNS, OFFICER_LINK, OFFICER_SHEETS, PROFESSIONAL_COLUMNS } from './columns';
import {
  changedOfficerColumns, findFamilyMember, findOfficer, findProfessionalItem, mergedPart, partColumns, presentValues, storedOfficerBody, storedOfficerCells,
} from './storedRecord';

export const OFFICER_IMPORT_MESSAGES = {
  duplicateEmail: (email: string) => `Ya existe un funcionario registrado con el correo ${email}`,
  unknownOfficer: (identification: unknown) => `No hay un funcionario con la cédula «${String(identification)}» en la hoja «${OFFICER_SHEETS.officers}»`,
  unknownStoredOfficer: (identification: unknown) => `No hay un funcionario registrado con la cédula «${String(identification)}»`,
  linkRequired: `Indique la cédula del funcionario en «${OFFICER_LINK.header}»`,
  repeatedItem: 'El estudio (grado, título e institución) ya figura para este funcionario',
  /** Another import or a registration stored one of the file's cédulas while this one ran. */
  identificationTaken: 'Otro registro guardó mientras tanto un funcionario con una de las cédulas del archivo',
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

  async findStored(identification: number, db: Database): Promise<boolean> {
    if (this.ids.has(identification)) return true;
    const stored = await findOfficer(identification, db);
    if (!stored) return false;
    this.ids.set(identification, Number(stored.id));
    this.birthDates.set(identification, (stored.dateBirth as string | null) ?? null);
    return true;
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
type SheetParts = Pick<ImportTarget, 'check' | 'uniqueValues' | 'conflict' | 'conflicts' | 'write' | 'createMany' | 'uniqueMessageOf' | 'changeOf'> & Partial<Pick<ImportTarget, 'key' | 'findByKey'>>;

function sheetTarget(columns: ImportColumn[], parts: SheetParts): ImportTarget {
  return { declaration: OFFICER_IMPORT_RESOURCE, columns, labelOf: labelsOf(columns), findByKey: async () => undefined, ...parts };
}

/** The cédula or e-mail of each officer already stored by another record (not the one a row updates), in one query. */
async function storedConflicts(rows: { values: Row; storedId?: number }[], db: Database): Promise<(FieldProblem | null)[]> {
  const inputs = rows.map((row) => ({ identification: Number(row.values.identification), email: String(row.values.email), storedId: row.storedId }));
  const stored = await db.select({ id: officers.id, identification: officers.identification, email: sql<string>`lower(${officers.email})` }).from(officers)
    .where(or(inArray(officers.identification, inputs.map((input) => input.identification)), inArray(sql`lower(${officers.email})`, inputs.map((input) => input.email.toLowerCase()))));
  const others = (input: { storedId?: number }) => stored.filter((row) => row.id !== input.storedId);
  return inputs.map((input) => {
    if (others(input).some((row) => row.identification === input.identification)) return { field: 'identification', message: OFFICER_ANSWERS.duplicateIdentification(input.identification) };
    if (others(input).some((row) => row.email === input.email.toLowerCase())) return { field: 'email', message: OFFICER_IMPORT_MESSAGES.duplicateEmail(input.email) };
    return null;
  });
}

/** Officers as `POST rrhh` stores them (statusIn 1, condition 1), their ids kept for the part sheets. */
async function insertOfficers(tx: Database, inputs: OfficerInput[], userId: number | null, file: OfficerFile): Promise<Row[]> {
  const rows = await bulkInsert(tx, officers, inputs.map((input) => ({ ...officerColumns(input), statusIn: 1, condition: 1, createdBy: userId, updatedBy: userId })), ['id', 'identification']);
  for (const row of rows) file.ids.set(row.identification, row.id);
  return rows;
}

/** The columns a row changes in a stored officer, as the form's edit stores them (its version raised). */
async function updateOfficer(tx: Database, stored: Row, values: Row, userId: number | null): Promise<Row> {
  if (!Object.keys(values).length) return stored;
  const [row] = await tx.update(officers).set({ ...(values as Partial<OfficerColumns>), updatedBy: userId, updatedAt: sql`now()`, version: nextVersion(officers.version) })
    .where(eq(officers.id, Number(stored.id))).returning();
  return row as unknown as Row;
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
        { key: `email\u0000${foldCell(input.email)}`, message: OFFICER_IMPORT_MESSAGES.duplicateEmail(input.email), field: 'email' },
      ];
    },
    async conflict(values, storedId, db) {
      return (await storedConflicts([{ values, storedId }], db))[0];
    },
    conflicts: storedConflicts,
    async write(values, { stored, tx, request }) {
      const userId = request.user?.id ?? null;
      if (stored) return updateOfficer(tx, stored, values, userId);
      const [row] = await insertOfficers(tx, [values as unknown as OfficerInput], userId, file);
      return row;
    },
    async createMany(rows, { tx, request }) {
      await insertOfficers(tx, rows as unknown as OfficerInput[], request.user?.id ?? null, file);
    },
    uniqueMessageOf: (constraint) => (constraint === 'officers_identification_unique' ? OFFICER_IMPORT_MESSAGES.identificationTaken : null),
  });
}

/**
 * The officer a part row names: one of the file's, checked when its sheet was read; to
 * update, any stored officer too (a file may only add family members or items).
 */
async function linkProblem(file: OfficerFile, sent: Row, mode: ImportMode, db: Database): Promise<FieldProblem | null> {
  const named = sent[OFFICER_LINK.name];
  if (isBlank(named)) return { field: OFFICER_LINK.name, message: OFFICER_IMPORT_MESSAGES.linkRequired };
  if (file.birthDates.has(Number(named))) return null;
  if (mode === 'update' && (await file.findStored(Number(named), db))) return null;
  return { field: OFFICER_LINK.name, message: mode === 'update' ? OFFICER_IMPORT_MESSAGES.unknownStoredOfficer(named) : OFFICER_IMPORT_MESSAGES.unknownOfficer(named) };
}

function officerIdOf(file: OfficerFile, values: Row): number {
  const id = file.ids.get(Number(values[OFFICER_LINK.name]));
  // Rows are written only when every row of every sheet passed, so the officer is there.
  if (id === undefined) throw new Error(`officer ${String(values[OFFICER_LINK.name])} of a part row was not written`);
  return id;
}

type PartFinder = (officerId: number, sent: Row, db: Database) => Promise<Row | undefined>;

/** A part row's link problem and, to update, the stored member or item it matches, with the body to check (its cells over the stored ones). */
async function partRow(file: OfficerFile, sent: Row, context: { mode: ImportMode; db: Database }, find: PartFinder) {
  file.mode = context.mode;
  const link = await linkProblem(file, sent, context.mode, context.db);
  const officerId = file.ids.get(Number(sent[OFFICER_LINK.name]));
  const stored = context.mode === 'update' && !link && officerId !== undefined ? await find(officerId, sent, context.db) : undefined;
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
      const { link, stored, body } = await partRow(file, sent, context, (officerId, row, db) => findFamilyMember(officerId, row.identification, db));
      const { values, problems } = await validatedRow<FamilyMemberInput>(familyMemberSchema, body, undefined, context.rules);
      if (link) problems.unshift(link);
      const officerBirth = file.birthDates.get(Number(sent[OFFICER_LINK.name]));
      if (values && officerBirth && values.parentage === CHILD_PARENTAGE && values.dateBirth < officerBirth) problems.push({ field: 'dateBirth', message: OFFICER_IMPORT_MESSAGES.childOlder });
      if (problems.length || !values) return { problems };
      return { values: partValues(values as Row, sent, stored, context.present, ['identification']), stored, problems };
    },
    uniqueValues: (values) => [{ key: `${String(values[OFFICER_LINK.name])}\u0000${String(values.identification)}`, message: OFFICER_ANSWERS.duplicateFamilyMember, field: 'identification' }],
    conflict: async () => null,
    async write(values, { stored, tx }) {
      if (stored) {
        const [updated] = await tx.update(officerFamilyMembers).set(partColumns(values) as Partial<NewFamilyMemberRow>).where(eq(officerFamilyMembers.id, Number(stored.id))).returning();
        return updated as unknown as Row;
      }
      const [row] = await tx.insert(officerFamilyMembers).values(familyRow(officerIdOf(file, values), values as unknown as FamilyMemberInput)).returning();
      return row as unknown as Row;
    },
    async createMany(rows, { tx }) {
      await bulkInsert(tx, officerFamilyMembers, rows.map((values) => familyRow(officerIdOf(file, values), values as unknown as FamilyMemberInput)));
    },
    changeOf: partChange(OFFICER_SHEETS.family, 'identification'),
    uniqueMessageOf: (constraint) => (constraint === 'officer_family_members_officer_identification_unique' ? OFFICER_ANSWERS.duplicateFamilyMember : null),
  });
}

/** Every column of an inserted item: a row added by 'Actualizar existentes' is audited whole. */
const ITEM_COLUMNS = Object.keys(getTableColumns(officerProfessionalItems)) as (keyof typeof officerProfessionalItems._.columns & string)[];

/** Professional items, and each officer's grade raised to the highest type among them (§3.5, as the form's save). */
async function insertItems(tx: Database, file: OfficerFile, rows: Row[]): Promise<Row[]> {
  const items = rows.map((values) => ({ officerId: officerIdOf(file, values), item: values as unknown as ProfessionalItemInput }));
  const inserted = await bulkInsert(tx, officerProfessionalItems, items.map(({ officerId, item }) => professionalRow(officerId, item)), ITEM_COLUMNS);
  const highest = new Map<number, number>();
  for (const { officerId, item } of items) highest.set(officerId, Math.max(highest.get(officerId) ?? 0, Number(item.type) || 0));
  const pairs = sql.join([...highest].map(([id, type]) => sql`(${id}::int, ${type}::int)`), sql`, `);
  await tx.execute(sql`update ${officers} set grade = greatest(coalesce(${officers.grade}, 0), v.type) from (values ${pairs}) as v(id, type) where ${officers.id} = v.id`);
  return inserted as Row[];
}

/** What an item is matched by, to update it (storedRecord.findProfessionalItem). */
const ITEM_MATCH = ['type', 'title', 'institution'];

function professionalSheet(file: OfficerFile): ImportTarget {
  return sheetTarget(PROFESSIONAL_COLUMNS, {
    async check(sent, context) {
      const { link, stored, body } = await partRow(file, sent, context, findProfessionalItem);
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
    async write(values, { stored, tx }) {
      // A matched item keeps its type (it is how it was matched): the officer's grade stays right.
      if (stored) {
        const [updated] = await tx.update(officerProfessionalItems).set(partColumns(values) as Partial<NewProfessionalItemRow>).where(eq(officerProfessionalItems.id, Number(stored.id))).returning();
        return updated as unknown as Row;
      }
      const [row] = await insertItems(tx, file, [values]);
      return row;
    },
    async createMany(rows, { tx }) {
      await insertItems(tx, file, rows);
    },
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
