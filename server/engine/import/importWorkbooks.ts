/**
 * The two workbooks the import dialog offers: the template (declared columns under their
 * Spanish headers, required ones marked, catalogue and reference values as drop-down
 * lists, an 'Instrucciones' sheet) and the error workbook (the file as uploaded with an
 * 'Errores' column per row, written as a stream).
 */
import ExcelJS from 'exceljs';
import { once } from 'node:events';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ImportColumn } from '../../../resources/engine/importColumns';
import { DEFAULT_MAX_LENGTH } from '../../../resources/engine/validation';
import { resolveValue } from '../../../resources/engine/types';
import type { Database } from '../../db/client';
import { referenceTargetOf } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import { catalogEntries } from './cellValues';
import { importSheets, type ImportTarget } from './importTarget';
import { IMPORT_LIMITS, type SheetRow } from './readSheet';

export const ERRORS_HEADER = 'Errores';
/** The template's sheet of the values a column of several values may hold. */
export const VALUES_SHEET = 'Valores';
/** Values a drop-down list offers at most (a reference to a large table lists its first ones). */
const LIST_LIMIT = 2000;
const VALIDATED_ROWS = 10_000;

function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

async function listValues(db: Database, column: ImportColumn): Promise<string[]> {
  const { field } = column;
  if (column.choices) return column.choices;
  if (field.type === 'catalog') return [...new Set(catalogEntries(field).map((e) => e.value))];
  if (field.type === 'boolean') return ['Sí', 'No'];
  if (field.type === 'reference' && field.reference) {
    const target = referenceTargetOf(field.reference.resource);
    const display = target ? (getTableColumns(target) as Record<string, PgColumn>)[field.reference.display] : undefined;
    if (!target || !display) return [];
    const rows = await db.select({ value: display }).from(target).orderBy(display).limit(LIST_LIMIT);
    return [...new Set(rows.map((r) => String(r.value)))];
  }
  return [];
}

/** What a column takes, in the user's words. */
function formatOf(column: ImportColumn): string {
  const { field } = column;
  const rules = field.rules ?? {};
  const parts: string[] = [];
  if (column.format) return column.format;
  switch (field.type) {
    case 'date': parts.push('Fecha dd/mm/aaaa'); break;
    case 'boolean': parts.push('Sí o No'); break;
    case 'integer': parts.push('Número entero'); break;
    case 'decimal': parts.push('Número'); break;
    case 'catalog': parts.push('Un valor de la lista'); break;
    case 'reference': parts.push(`El ${field.reference?.display === 'identification' ? 'número de cédula' : 'nombre'} de un registro existente (lista)`); break;
    case 'textList': parts.push('Textos separados por comas'); break;
    case 'email': parts.push('Correo electrónico'); break;
    default: parts.push('Texto');
  }
  const max = rules.maxLength?.[0] ?? (['text', 'longText', 'email'].includes(field.type) ? DEFAULT_MAX_LENGTH[field.type] : undefined);
  if (max) parts.push(`máximo ${max} caracteres`);
  if (rules.minLength) parts.push(`mínimo ${rules.minLength[0]} caracteres`);
  if (rules.min) parts.push(`desde ${resolveValue(rules.min[0])}`);
  if (rules.max) parts.push(`hasta ${resolveValue(rules.max[0])}`);
  if (field.unique) parts.push('no puede repetirse');
  if (field.default !== undefined && typeof field.default !== 'function') parts.push(`si se deja vacío: ${field.default === true ? 'Sí' : field.default === false ? 'No' : String(field.default)}`);
  return parts.join('; ');
}

/** exceljs keeps range validations (`A2:A100`) in `dataValidations`, which its types leave out. */
function validationsOf(sheet: ExcelJS.Worksheet): { add: (range: string, validation: ExcelJS.DataValidation) => void } {
  return (sheet as unknown as { dataValidations: { add: (range: string, validation: ExcelJS.DataValidation) => void } }).dataValidations;
}

/** The data sheets of a template: a workbook's sheets, or one sheet named after the resource. */
export async function writeTemplate(db: Database, target: ImportTarget): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheets = importSheets(target);
  const dataSheets = sheets.map((sheet) => workbook.addWorksheet(sheet.name.slice(0, 31)));
  const lists = workbook.addWorksheet('Listas', { state: 'veryHidden' });
  let valuesSheet: ExcelJS.Worksheet | undefined;
  // A column's drop-down values fill the column of 'Listas' at its place, the data sheets side by side.
  let offset = 0;
  for (const [sheetIndex, { target: sheetTarget }] of sheets.entries()) {
    const sheet = dataSheets[sheetIndex];
    const { columns } = sheetTarget;
    sheet.columns = columns.map((c) => ({ header: c.required ? `${c.header} *` : c.header, width: Math.max(16, c.header.length + 4) }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const [index, column] of columns.entries()) {
      const cell = sheet.getRow(1).getCell(index + 1);
      if (column.required) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFDE2E1' } };
      const values = await listValues(db, column);
      const letter = columnLetter(index);
      const range = `${letter}2:${letter}${VALIDATED_ROWS}`;
      if (values.length && column.several) {
        // A list of several values cannot be a drop-down: its values are shown in a sheet of their own.
        valuesSheet ??= workbook.addWorksheet(VALUES_SHEET);
        const at = valuesSheet.columnCount + 1;
        valuesSheet.getColumn(at).width = Math.max(24, column.header.length + 4);
        valuesSheet.getCell(1, at).value = column.header;
        valuesSheet.getCell(1, at).font = { bold: true };
        values.forEach((value, i) => { valuesSheet!.getCell(i + 2, at).value = value; });
      } else if (values.length) {
        const listLetter = columnLetter(offset + index);
        values.forEach((value, i) => { lists.getCell(i + 1, offset + index + 1).value = value; });
        validationsOf(sheet).add(range, { type: 'list', allowBlank: !column.required, formulae: [`Listas!$${listLetter}$1:$${listLetter}$${values.length}`], showErrorMessage: true, errorTitle: column.header, error: 'Elija un valor de la lista' });
      }
      if (column.field.type === 'date') for (let r = 2; r <= 3; r++) sheet.getCell(r, index + 1).numFmt = 'dd/mm/yyyy';
    }
    offset += columns.length;
  }
  const help = workbook.addWorksheet('Instrucciones');
  help.columns = [{ header: 'Columna', width: 30 }, { header: 'Requerida', width: 12 }, { header: 'Formato y límites', width: 80 }];
  help.getRow(1).font = { bold: true };
  for (const { name, target: sheetTarget } of sheets) {
    if (sheets.length > 1) help.addRow([`Hoja «${name}»`]).font = { bold: true };
    for (const column of sheetTarget.columns) help.addRow([column.header, column.required ? 'Sí' : 'No', formatOf(column)]);
  }
  const { key } = target;
  help.addRow([]);
  help.addRow(['Llene una fila por registro a partir de la fila 2, sin cambiar los encabezados. Las columnas marcadas con * son requeridas.']);
  help.addRow(['Las fechas se escriben dd/mm/aaaa. Los valores de lista y los registros relacionados se escriben como se muestran en el sistema.']);
  if (target.workbookNote) help.addRow([target.workbookNote]);
  if (key) help.addRow([`Para "Actualizar existentes", cada fila se busca por ${key.header}; solo cambian las columnas presentes y no vacías.`]);
  help.addRow([`Máximo ${IMPORT_LIMITS.rows.toLocaleString('es-VE')} filas. También se acepta CSV en UTF-8 con los mismos encabezados.`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A sheet of the file as uploaded, with its rows' messages by row number. */
export interface ErrorSheet {
  name: string;
  rows: AsyncIterable<SheetRow>;
  errorsByLine: ReadonlyMap<number, string>;
}

/** Writes the file's sheets again, each row with its messages in a last 'Errores' column. */
export async function writeErrorWorkbook(storage: FileStorage, key: string, sheets: ErrorSheet[]): Promise<void> {
  const stream = await storage.writeStream(key);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  for (const { name, rows, errorsByLine } of sheets) {
    const sheet = workbook.addWorksheet(name.slice(0, 31));
    let width = 0;
    for await (const row of rows) {
      if (row.line === 1) {
        width = row.cells.length;
        const header = sheet.addRow([...row.cells, ERRORS_HEADER]);
        header.font = { bold: true };
        header.commit();
        continue;
      }
      const cells = Array.from({ length: width }, (_, i) => row.cells[i] ?? null);
      const added = sheet.addRow([...cells, errorsByLine.get(row.line) ?? '']);
      if (errorsByLine.has(row.line)) added.getCell(width + 1).font = { color: { argb: 'FFC62828' } };
      added.commit();
    }
    sheet.commit();
  }
  const finished = once(stream, 'finish');
  await workbook.commit();
  await finished;
}
