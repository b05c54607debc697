/**
 * Officer records with their parts. Every write that touches several tables runs in one
 * transaction: an officer is never stored without its family and professional items, and
 * a failure halfway leaves nothing written.
 */
import { and, eq, getTableColumns, getTableName, inArray, notInArray, sql } from 'drizzle-orm';
import type { OfficerInput, StatusChangeInput } from '../../resources/officers/validation';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { assertVersion, nextVersion, sameVersion, staleVersion } from '../lib/versioning';
import { officerDocuments, officerFamilyMembers, officerImages, officerProfessionalItems, officers, type OfficerRow } from '../db/officerSchema';
import { documentValues, familyRow, imageValues, officerColumns, presentOfficer, professionalRow, type OfficerView } from './rows';

/** A change refused by a callback inside the transaction (e.g. an invalid status transition). */
export type StatusGuard = (current: OfficerRow) => void;

type FileTable = typeof officerDocuments | typeof officerImages;
interface FileItem<V> {
  id?: number | null;
  values: V;
}

function partition<V>(existing: { id: number }[], items: FileItem<V>[]) {
  const known = new Set(existing.map((r) => r.id));
  const isKept = (i: FileItem<V>) => Boolean(i.id && known.has(i.id));
  const kept = items.filter(isKept);
  return { kept, added: items.filter((i) => !isKept(i)), keptIds: kept.map((i) => i.id!) };
}

function storedKeys(rows: { key: string | null }[]): string[] {
  return rows.map((r) => r.key).filter((k): k is string => Boolean(k));
}

type PartTable = typeof officerFamilyMembers | typeof officerProfessionalItems | typeof officerDocuments | typeof officerImages;

/**
 * An officer's rows of one part table as one JSON array (ordered by `order`), read inside
 * the officer's own row: the whole officer comes back in one statement.
 */
function partsOf(table: PartTable, order: PgColumn) {
  return sql`(select coalesce(json_agg(${table} order by ${order}), '[]'::json) from ${table} where ${table.officerId} = ${outerOfficerId})`;
}
/** Qualified by hand: in a one-table select Drizzle names columns without their table, and `id` would be the part's own. */
const outerOfficerId = sql`${sql.identifier(getTableName(officers))}.${sql.identifier(officers.id.name)}`;

/** Each part table's columns (field name and column), listed once. */
const partColumns = new Map<PartTable, [string, PgColumn][]>(
  [officerFamilyMembers, officerProfessionalItems, officerDocuments, officerImages].map((table) => [table, Object.entries(getTableColumns(table))]),
);

/**
 * The rows of a part table as the driver would have given them: JSON keys are the SQL
 * column names, values go through each column's own mapping (timestamps → Date).
 */
function rowsFromJson<T extends PartTable>(table: T, value: unknown): T['$inferSelect'][] {
  // node-postgres and PGlite both parse json; a driver giving text would be parsed here.
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];
  const columns = partColumns.get(table)!;
  return rows.map((json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}

/**
 * The read of whole officers (the record, the detail, the quick search): one statement,
 * prepared once, taking the officer ids as one array parameter. Each officer row carries
 * its family, professional items, documents and images as JSON arrays, so a whole officer
 * costs one round trip where five statements used to run side by side.
 */
function prepareWholeOfficerRead(db: Database) {
  return db
    .select({
      officer: officers,
      family: partsOf(officerFamilyMembers, officerFamilyMembers.id),
      profesionality: partsOf(officerProfessionalItems, officerProfessionalItems.id),
      documents: partsOf(officerDocuments, officerDocuments.id),
      images: partsOf(officerImages, officerImages.type),
    })
    .from(officers)
    .where(sql`${officers.id} = any(${sql.placeholder('ids')})`)
    .prepare('whole_officers');
}

export class OfficerRepository {
  constructor(private readonly db: Database) {}

  async idByIdentification(identification: number, exceptId?: number): Promise<number | null> {
    const conditions = [eq(officers.identification, identification)];
    if (exceptId !== undefined) conditions.push(sql`${officers.id} <> ${exceptId}`);
    const rows = await this.db.select({ id: officers.id }).from(officers).where(and(...conditions)).limit(1);
    return rows[0]?.id ?? null;
  }

  /** Another officer with this e-mail, case aside (unique: OFFICER_EMAIL_CONSTRAINT). */
  async idByEmail(email: string, exceptId?: number): Promise<number | null> {
    const conditions = [sql`lower(${officers.email}) = lower(${email})`];
    if (exceptId !== undefined) conditions.push(sql`${officers.id} <> ${exceptId}`);
    const rows = await this.db.select({ id: officers.id }).from(officers).where(and(...conditions)).limit(1);
    return rows[0]?.id ?? null;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.db.select({ id: officers.id }).from(officers).where(eq(officers.id, id)).limit(1)).length > 0;
  }

  /** Officer, family, professional items, documents and images in one transaction. */
  async create(input: OfficerInput, userId: number | null): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(officers)
        .values({ ...officerColumns(input), statusIn: 1, condition: 1, createdBy: userId, updatedBy: userId })
        .returning({ id: officers.id });
      await this.insertParts(tx, row.id, input);
      if (input.documents?.length) await tx.insert(officerDocuments).values(input.documents.map((d) => ({ ...documentValues(d), officerId: row.id })));
      if (input.images?.length) await tx.insert(officerImages).values(input.images.map((i) => ({ ...imageValues(i), officerId: row.id })));
      return row.id;
    });
  }

  /**
   * PUT semantics: the officer's columns and its family and professional lists are
   * replaced by the body's. Documents and images are replaced only when the body sends
   * them; rows it keeps by id stay (with their stored file). Status, condition and
   * creation data are kept. Returns the storage keys of the files no longer referenced,
   * or null when there is no such officer. With `expectedVersion`, only that version is
   * changed (409 when another edit came first).
   */
  async update(id: number, input: OfficerInput, userId: number | null, expectedVersion?: number): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(officers)
        .set({ ...officerColumns(input), updatedBy: userId, updatedAt: sql`now()`, version: nextVersion(officers.version) })
        .where(sameVersion(officers.id, id, officers.version, expectedVersion))
        .returning({ id: officers.id });
      if (updated.length === 0) {
        if (expectedVersion !== undefined && (await tx.select({ id: officers.id }).from(officers).where(eq(officers.id, id))).length) throw staleVersion();
        return null;
      }
      await tx.delete(officerFamilyMembers).where(eq(officerFamilyMembers.officerId, id));
      await tx.delete(officerProfessionalItems).where(eq(officerProfessionalItems.officerId, id));
      await this.insertParts(tx, id, input);
      const removed: string[] = [];
      if (input.documents) removed.push(...(await this.syncDocuments(tx, id, input.documents.map((d) => ({ id: d.id, values: documentValues(d) })))));
      if (input.images) removed.push(...(await this.syncImages(tx, id, input.images.map((i) => ({ id: i.id, values: imageValues(i) })))));
      return removed;
    });
  }

  private async insertParts(tx: Database, officerId: number, input: OfficerInput) {
    if (input.family.length) await tx.insert(officerFamilyMembers).values(input.family.map((m) => familyRow(officerId, m)));
    if (input.profesionality.length) await tx.insert(officerProfessionalItems).values(input.profesionality.map((p) => professionalRow(officerId, p)));
  }

  /** Documents: keeps the listed rows that exist (updated), deletes the others, inserts the new ones. */
  private async syncDocuments(tx: Database, officerId: number, items: FileItem<ReturnType<typeof documentValues>>[]): Promise<string[]> {
    const existing = await tx.select({ id: officerDocuments.id }).from(officerDocuments).where(eq(officerDocuments.officerId, officerId));
    const { kept, added, keptIds } = partition(existing, items);
    const removed = await tx
      .delete(officerDocuments)
      .where(and(eq(officerDocuments.officerId, officerId), keptIds.length ? notInArray(officerDocuments.id, keptIds) : undefined))
      .returning({ key: officerDocuments.storageKey });
    for (const item of kept) await tx.update(officerDocuments).set(item.values).where(eq(officerDocuments.id, item.id!));
    if (added.length) await tx.insert(officerDocuments).values(added.map((i) => ({ ...i.values, officerId })));
    return storedKeys(removed);
  }

  /** Images: the same as documents. */
  private async syncImages(tx: Database, officerId: number, items: FileItem<ReturnType<typeof imageValues>>[]): Promise<string[]> {
    const existing = await tx.select({ id: officerImages.id }).from(officerImages).where(eq(officerImages.officerId, officerId));
    const { kept, added, keptIds } = partition(existing, items);
    const removed = await tx
      .delete(officerImages)
      .where(and(eq(officerImages.officerId, officerId), keptIds.length ? notInArray(officerImages.id, keptIds) : undefined))
      .returning({ key: officerImages.storageKey });
    for (const item of kept) await tx.update(officerImages).set(item.values).where(eq(officerImages.id, item.id!));
    if (added.length) await tx.insert(officerImages).values(added.map((i) => ({ ...i.values, officerId })));
    return storedKeys(removed);
  }

  /** The officers with all their parts, in the order of `ids`. */
  async findMany(ids: number[]): Promise<OfficerView[]> {
    if (ids.length === 0) return [];
    this.whole ??= prepareWholeOfficerRead(this.db);
    const found = await this.whole.execute({ ids });
    const byId = new Map(found.map((r) => [r.officer.id, r]));
    return ids.flatMap((id) => {
      const read = byId.get(id);
      if (!read) return [];
      return [presentOfficer(read.officer, {
        family: rowsFromJson(officerFamilyMembers, read.family),
        profesionality: rowsFromJson(officerProfessionalItems, read.profesionality),
        documents: rowsFromJson(officerDocuments, read.documents),
        images: rowsFromJson(officerImages, read.images),
      })];
    });
  }
  private whole?: ReturnType<typeof prepareWholeOfficerRead>;

  async find(id: number): Promise<OfficerView | null> {
    return (await this.findMany([id]))[0] ?? null;
  }

  /** Deletes an officer (its parts go with it). Returns its stored files' keys, or null when absent. */
  async remove(id: number): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      const docs = await tx.select({ key: officerDocuments.storageKey }).from(officerDocuments).where(eq(officerDocuments.officerId, id));
      const imgs = await tx.select({ key: officerImages.storageKey }).from(officerImages).where(eq(officerImages.officerId, id));
      const deleted = await tx.delete(officers).where(eq(officers.id, id)).returning({ id: officers.id });
      if (deleted.length === 0) return null;
      return storedKeys([...docs, ...imgs]);
    });
  }

  /** Deletes some of an officer's documents or images; returns the deleted ids and stored keys. */
  async removeFiles(kind: 'documents' | 'images', officerId: number, ids: number[]): Promise<{ ids: number[]; keys: string[] }> {
    const table: FileTable = kind === 'documents' ? officerDocuments : officerImages;
    const rows = await this.db
      .delete(table)
      .where(and(eq(table.officerId, officerId), inArray(table.id, ids)))
      .returning({ id: table.id, key: table.storageKey });
    return { ids: rows.map((r) => r.id), keys: rows.map((r) => r.key).filter((k): k is string => Boolean(k)) };
  }

  /** Stored uploads of an officer: document rows pointing at their files, in one transaction. */
  async addStoredDocuments(officerId: number, files: { filename: string; size: number; type: number; storageKey: string }[]): Promise<number[]> {
    return this.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const file of files) {
        const [row] = await tx.insert(officerDocuments).values({ ...file, officerId }).returning({ id: officerDocuments.id });
        await tx.update(officerDocuments).set({ url: `/api/rrhh/${officerId}/documents/${row.id}/file` }).where(eq(officerDocuments.id, row.id));
        ids.push(row.id);
      }
      return ids;
    });
  }

  /** Puts a stored photo in its slot (1 civil, 2 uniformed); returns the new id and the replaced file's key. */
  async replaceStoredImage(officerId: number, image: { filename: string; type: number; storageKey: string }): Promise<{ id: number; replacedKey: string | null }> {
    return this.db.transaction(async (tx) => {
      const [old] = await tx.delete(officerImages).where(and(eq(officerImages.officerId, officerId), eq(officerImages.type, image.type))).returning({ key: officerImages.storageKey });
      const [row] = await tx.insert(officerImages).values({ ...image, officerId, url: '' }).returning({ id: officerImages.id });
      await tx.update(officerImages).set({ url: `/api/rrhh/${officerId}/images/${row.id}/file` }).where(eq(officerImages.id, row.id));
      return { id: row.id, replacedKey: old?.key ?? null };
    });
  }

  /** Name and stored key of one of an officer's files, or null. */
  async storedFile(kind: 'documents' | 'images', officerId: number, id: number): Promise<{ filename: string | null; storageKey: string | null } | null> {
    const table: FileTable = kind === 'documents' ? officerDocuments : officerImages;
    const [row] = await this.db.select({ filename: table.filename, storageKey: table.storageKey }).from(table).where(and(eq(table.officerId, officerId), eq(table.id, id))).limit(1);
    return row ?? null;
  }

  async documentNames(officerId: number): Promise<{ name: string; size: number }[]> {
    const rows = await this.db.select({ name: officerDocuments.filename, size: officerDocuments.size }).from(officerDocuments).where(eq(officerDocuments.officerId, officerId));
    return rows;
  }

  /** Changes statusIn under a row lock; `guard` may refuse the change by throwing. */
  async changeStatus(id: number, change: StatusChangeInput & { motive: string | null }, userId: number | null, guard: StatusGuard, expectedVersion?: number): Promise<OfficerRow | null> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(officers).where(eq(officers.id, id)).for('update');
      if (!current) return null;
      assertVersion(current, expectedVersion);
      guard(current);
      const [updated] = await tx
        .update(officers)
        .set({ statusIn: change.statusIn, motive: change.motive, typeBlock: change.typeBlock ?? null, statusDate: sql`now()`, updatedBy: userId, updatedAt: sql`now()`, version: nextVersion(officers.version) })
        .where(eq(officers.id, id))
        .returning();
      return updated;
    });
  }
}
