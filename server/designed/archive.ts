/**
 * The data a definition change drops (a removed field's column, a deleted resource's
 * rows), written first as an XLSX in the file storage under archives/designed/: read
 * inside the change's transaction, so it holds exactly what is dropped. Values are
 * written as stored (ids of references and catalogues), with the field's label and name.
 */
import ExcelJS from 'exceljs';
import { asc, getTableColumns, gt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { once } from 'node:events';
import { columnNameOf, type ResourceDeclaration } from '../../resources/engine/types';
import type { Database } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { designedTableOf } from './ddl';

const BATCH = 1000;

function cell(value: unknown): string | number | boolean | Date {
  if (value === null || value === undefined) return '';
  if (value instanceof Date || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Writes `fields` (all when omitted) of every row, with id and dates; answers the file's key. */
export async function archiveDesignedData(tx: Database, storage: FileStorage, declaration: ResourceDeclaration, options: { fields?: string[]; reason: string }): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const key = `archives/designed/${declaration.name}/${stamp}-${options.reason}.xlsx`;
  const table = designedTableOf(declaration);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fields = options.fields ?? Object.keys(declaration.fields);
  const stream = await storage.writeStream(key);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
  const sheet = workbook.addWorksheet(declaration.label.many.slice(0, 31));
  sheet.columns = [
    { header: 'id', width: 10 },
    ...fields.map((name) => ({ header: `${declaration.fields[name].label} (${columnNameOf(name, declaration.fields[name])})`, width: 24 })),
    { header: 'Creado', width: 24 },
    { header: 'Actualizado', width: 24 },
  ];
  sheet.getRow(1).commit();
  let lastId = 0;
  for (;;) {
    const rows = (await tx
      .select({ id: columns.id, createdAt: columns.createdAt, updatedAt: columns.updatedAt, ...Object.fromEntries(fields.map((name) => [name, columns[name]])) })
      .from(table)
      .where(gt(columns.id, lastId))
      .orderBy(asc(columns.id))
      .limit(BATCH)) as Record<string, unknown>[];
    for (const row of rows) sheet.addRow([row.id, ...fields.map((name) => cell(row[name])), cell(row.createdAt), cell(row.updatedAt)]).commit();
    if (rows.length < BATCH) break;
    lastId = Number(rows[rows.length - 1].id);
  }
  sheet.commit();
  const finished = once(stream, 'finish');
  await workbook.commit();
  await finished;
  return key;
}
