/**
 * XLSX exports written as a stream (exceljs WorkbookWriter), batch by batch, into file
 * storage: memory stays flat whatever the row count. The answer is a short-lived signed
 * link (`data.url`) the browser opens in a new tab.
 */
import ExcelJS from 'exceljs';
import { once } from 'node:events';
import type { FileStorage } from '../lib/storage';
import { exportKey, scheduleRemoval, sweepExpiredExports } from '../lib/exportCleanup';
import { DOWNLOAD_SECONDS, signDownload } from '../lib/tokens';
import { catalogAt, catalogLabel } from '../../resources/engine/catalogPath';
import { todayIsoDate } from '../../resources/engine/dates';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources/engine/types';
import { buildDataInit } from '../catalogues';

export interface ExcelColumn<R> {
  header: string;
  width?: number;
  /** `date`: the value is an ISO date ('2026-03-01', or a timestamp's date part) written as a real Excel date shown dd/mm/aaaa. */
  type?: 'date';
  value: (row: R) => string | number | boolean | null | undefined;
}

/** How every exported date is shown (Excel's own format code). */
export const EXCEL_DATE_FORMAT = 'dd/mm/yyyy';

/** The cell of an ISO date: a date at UTC midnight (exceljs writes its serial day), or '' when there is none or it is not a date. */
export function excelDate(value: unknown): Date | string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return value === null || value === undefined ? '' : String(value);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/**
 * The one rule of exported file names: the label's words in lower case without accents,
 * joined by '_', then the day: 'Vehículos' → 'vehiculos_2026-11-27.xlsx'.
 */
export function excelFileName(label: string, today: string = todayIsoDate()): string {
  const words = label.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().match(/[a-z0-9]+/g) ?? ['exportacion'];
  return `${words.join('_')}_${today}.xlsx`;
}

export async function writeExcel<R>(
  storage: FileStorage,
  secret: string,
  /** `fileName`: see excelFileName. */
  options: { sheetName: string; fileName: string; columns: ExcelColumn<R>[]; batches: AsyncIterable<R[]> },
): Promise<{ url: string; rows: number }> {
  // The file lives as long as its link (server/lib/exportCleanup.ts); older ones are swept now.
  void sweepExpiredExports(storage).catch(() => undefined);
  const key = exportKey(DOWNLOAD_SECONDS);
  const stream = await storage.writeStream(key);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(options.sheetName);
  sheet.columns = options.columns.map((c) => ({ header: c.header, width: c.width ?? 22, ...(c.type === 'date' ? { style: { numFmt: EXCEL_DATE_FORMAT } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let rows = 0;
  for await (const batch of options.batches) {
    for (const record of batch) {
      sheet.addRow(options.columns.map((c) => (c.type === 'date' ? excelDate(c.value(record)) : (c.value(record) ?? '')))).commit();
      rows++;
    }
  }
  sheet.commit();
  const finished = once(stream, 'finish');
  await workbook.commit();
  await finished;
  scheduleRemoval(storage, key);
  const token = signDownload(secret, key, options.fileName);
  return { url: `/api/files/${token}`, rows };
}

type Row = Record<string, unknown>;

/** The catalogues of data-init, built once: exports write labels, not keys. */
let catalogues: ReturnType<typeof buildDataInit> | undefined;

/** A declared field's cell: a catalogue's label (whatever the field's type), a place's name, the display of a reference, Sí / No. */
function declaredCell(row: Row, name: string, field: FieldDeclaration): string | number | boolean | null {
  const value = row[name];
  if (field.type === 'reference' && field.reference) {
    const embedded = row[field.reference.embedAs] as Row | null;
    return embedded ? String(embedded[field.reference.display] ?? '') : '';
  }
  if (value === undefined || value === null) return '';
  catalogues ??= buildDataInit('');
  if (field.catalog) return catalogLabel(catalogAt(catalogues, field.catalog), value) || String(value);
  if (field.place === 'state') return catalogues.states.find((s) => s.id_estado === Number(value))?.estado ?? String(value);
  if (field.type === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : (value as string | number);
}

/** The export columns of a declaration's fields: their labels as headers, dates as Excel dates. */
export function declaredExcelColumns(declaration: ResourceDeclaration, fields: readonly string[]): ExcelColumn<Row>[] {
  return fields.map((name) => {
    const field = declaration.fields[name];
    return { header: field.label, ...(field.type === 'date' ? { type: 'date' as const } : {}), value: (row: Row) => declaredCell(row, name, field) };
  });
}
