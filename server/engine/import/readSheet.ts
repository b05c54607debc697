/**
 * Reads an uploaded XLSX or CSV as a stream, row by row, never the whole file in memory
 * (exceljs's WorkbookReader; a small CSV parser). Cells come out as plain values: a
 * formula gives its stored result (it is never computed), a link its text. Limits keep a
 * hostile file from holding the server: rows, columns and characters per cell.
 */
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { partText } from './workbookParts';
import { ApiError } from '../../lib/envelope';

export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row's number in the sheet (1 is the header). */
  line: number;
  cells: CellValue[];
}

export const IMPORT_LIMITS = { rows: 200_000, columns: 100, cellCharacters: 32_767 } as const;

export const SHEET_MESSAGES = {
  notSpreadsheet: 'El archivo no es un libro de Excel (.xlsx) ni un CSV válido',
  tooManyRows: `El archivo excede el máximo de ${IMPORT_LIMITS.rows.toLocaleString('es-VE')} filas`,
  tooManyColumns: `El archivo excede el máximo de ${IMPORT_LIMITS.columns} columnas`,
  cellTooLong: (line: number) => `Fila ${line}: una celda excede ${IMPORT_LIMITS.cellCharacters.toLocaleString('es-VE')} caracteres`,
  notUtf8: 'El archivo CSV debe estar codificado en UTF-8',
} as const;

/** A 400 the import answers for a file it cannot read. */
export function refused(message: string): ApiError {
  return new ApiError(400, message, [message]);
}

function plainValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const cell = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
    // A formula: its stored result only, never computed; an external link is never followed.
    if ('formula' in cell || 'sharedFormula' in cell) return 'result' in cell ? plainValue(cell.result) : null;
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if (typeof cell.text === 'string') return cell.text;
    if ('error' in cell) return null;
  }
  return null;
}

function checkedRow(line: number, values: CellValue[]): SheetRow {
  if (values.length > IMPORT_LIMITS.columns) throw refused(SHEET_MESSAGES.tooManyColumns);
  if (line > IMPORT_LIMITS.rows + 1) throw refused(SHEET_MESSAGES.tooManyRows);
  for (const value of values) if (typeof value === 'string' && value.length > IMPORT_LIMITS.cellCharacters) throw refused(SHEET_MESSAGES.cellTooLong(line));
  return { line, cells: values };
}

/** The reader's own steps, which `parse` runs in the order the zip holds the parts. */
interface ReaderSteps {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: Readable, sheetNo: string): Generator<unknown>;
}

/**
 * The rows of one worksheet of an XLSX (`zip` is the whole file, accepted by the zip guard;
 * `part` is the sheet's part, see workbookParts.ts). exceljs's streaming reader is given the
 * parts it needs in the order it needs them, decoded here: it reads the zip in the order the
 * writer left it (another sheet first, sheets spilled to temporary files before the shared
 * strings) and decodes each inflated chunk on its own, so a letter of two bytes split between
 * two chunks came out as two wrong characters ('Mar\uFFFD\uFFFDa').
 */
export async function* xlsxRows(zip: Buffer, part: string): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'ignore' });
  const steps = reader as unknown as ReaderSteps;
  // A workbook without its workbook part still names no sheet: the reader needs a model.
  Object.assign(reader, {
    model: { sheets: [] },
    async *parse() {
      const rels = partText(zip, 'xl/_rels/workbook.xml.rels');
      if (rels) await steps._parseRels(rels);
      const workbook = partText(zip, 'xl/workbook.xml');
      if (workbook) await steps._parseWorkbook(workbook);
      const styles = partText(zip, 'xl/styles.xml');
      if (styles) await steps._parseStyles(styles);
      const strings = partText(zip, 'xl/sharedStrings.xml');
      if (strings) yield* steps._parseSharedStrings(strings);
      const sheet = partText(zip, part);
      if (sheet) yield* steps._parseWorksheet(sheet, /(\d+)\.xml$/.exec(part)?.[1] ?? '1');
    },
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = (row.values as unknown[]).slice(1).map(plainValue);
        yield checkedRow(row.number, values);
      }
      return;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw Object.assign(refused(SHEET_MESSAGES.notSpreadsheet), { cause: error });
  }
}

/** The separator a CSV header uses: the most frequent of ';', ',' and tab outside quotes. */
function separatorOf(line: string): string {
  const unquoted = line.replace(/"[^"]*"/g, '');
  return [';', ',', '\t'].map((s) => [s, unquoted.split(s).length] as const).sort((a, b) => b[1] - a[1])[0][0];
}

/** The rows of a CSV in UTF-8 (a BOM is skipped), with ';', ',' or tab as separator and quoted fields. */
export async function* csvRows(stream: Readable): AsyncGenerator<SheetRow> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let separator: string | null = null;
  let field = '';
  let fields: CellValue[] = [];
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let headerText = '';
  const endField = () => {
    if (field.length > IMPORT_LIMITS.cellCharacters) throw refused(SHEET_MESSAGES.cellTooLong(line));
    fields.push(field === '' ? null : field);
    field = '';
    afterQuote = false;
  };
  try {
    for await (const chunk of stream) {
      let text: string;
      try {
        text = decoder.decode(chunk as Buffer, { stream: true });
      } catch {
        throw refused(SHEET_MESSAGES.notUtf8);
      }
      if (line === 1 && headerText === '' && fields.length === 0 && field === '') text = text.replace(/^\uFEFF/, '');
      for (const char of text) {
        if (separator === null) {
          headerText += char;
          if (char !== '\n' && headerText.length < 100_000) continue;
          separator = separatorOf(headerText);
          const pending = headerText;
          headerText = '';
          for (const c of pending) yield* consume(c);
          continue;
        }
        yield* consume(char);
      }
    }
    if (separator === null && headerText) {
      separator = separatorOf(headerText);
      for (const c of headerText) yield* consume(c);
    }
    if (field !== '' || fields.length) {
      endField();
      yield checkedRow(line, fields);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refused(SHEET_MESSAGES.notSpreadsheet);
  } finally {
    stream.destroy();
  }

  function* consume(char: string): Generator<SheetRow> {
    if (quoted) {
      if (char === '"') { quoted = false; afterQuote = true; } else field += char;
      return;
    }
    if (char === '"') {
      // A doubled quote inside a quoted field is one quote.
      if (afterQuote) field += '"';
      quoted = true;
      return;
    }
    if (char === separator) { endField(); return; }
    if (char === '\r') return;
    if (char === '\n') {
      endField();
      const row = checkedRow(line, fields);
      fields = [];
      line++;
      if (row.cells.some((c) => c !== null)) yield row;
      return;
    }
    afterQuote = false;
    field += char;
    if (field.length > IMPORT_LIMITS.cellCharacters) throw refused(SHEET_MESSAGES.cellTooLong(line));
  }
}

const XLSX_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** 'xlsx', 'csv', or null for anything else (judged by the name and the first bytes). */
export function sheetKindOf(fileName: string, head: Buffer): 'xlsx' | 'csv' | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xlsx')) return XLSX_SIGNATURE.every((b, i) => head[i] === b) ? 'xlsx' : null;
  if (lower.endsWith('.csv')) return head.length > 0 && !head.includes(0) ? 'csv' : null;
  return null;
}
