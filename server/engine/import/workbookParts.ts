/**
 * An XLSX's sheets read through the zip's index: their names and parts, from the workbook
 * part and its relationships, and one sheet's parts streamed in the order the reader needs.
 * The streaming reader meets the sheets in the order the zip stores them (and holds back
 * those stored before the shared strings in temporary files), which is not the sheets'
 * order: the import reads the sheet it wants by its part, alone.
 */
import { createInflateRaw, crc32 } from 'node:zlib';
import { Readable } from 'node:stream';
import { dataOf, entriesOf, entrySpans, type ZipEntry } from './zipGuard';

/** The workbook part and its relationships are small; a larger one is not read here. */
const PART_BYTES = 16 * 1024 * 1024;

function inflated(zip: Buffer, entry: ZipEntry): Promise<string | null> {
  const data = dataOf(zip, entry);
  if (entry.method === 0) return Promise.resolve(data.length <= PART_BYTES ? data.toString('utf8') : null);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const inflate = createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > PART_BYTES) {
        inflate.destroy();
        resolve(null);
      } else chunks.push(chunk);
    });
    inflate.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    inflate.on('error', () => resolve(null));
    Readable.from([data]).pipe(inflate);
  });
}

function attribute(element: string, name: RegExp): string | undefined {
  return element.match(name)?.[1];
}

export interface WorkbookSheet {
  name: string;
  /** Its part in the zip: 'xl/worksheets/sheet1.xml'. */
  part: string;
}

/**
 * The workbook's sheets in their order, each with its part, or [] when the workbook part
 * does not say (the reader then takes the first sheet it meets). `zip` is the whole file,
 * already accepted by the zip guard.
 */
export async function workbookSheets(zip: Buffer): Promise<WorkbookSheet[]> {
  const entries = entriesOf(zip);
  const named = (name: string) => entries.find((entry) => entry.name === name);
  const workbookEntry = named('xl/workbook.xml');
  const relsEntry = named('xl/_rels/workbook.xml.rels');
  if (!workbookEntry || !relsEntry) return [];
  const [workbook, rels] = await Promise.all([inflated(zip, workbookEntry), inflated(zip, relsEntry)]);
  if (workbook === null || rels === null) return [];
  const targets = new Map<string, string>();
  for (const relationship of rels.match(/<(?:[\w.-]+:)?Relationship\s[^>]*>/g) ?? []) {
    const id = attribute(relationship, /\sId="([^"]*)"/);
    const target = attribute(relationship, /\sTarget="([^"]*)"/);
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  const sheets: WorkbookSheet[] = [];
  // <sheet name="…" sheetId="3" r:id="rId1"/>: the relationship id, whatever its prefix.
  for (const sheet of workbook.match(/<(?:[\w.-]+:)?sheet\s[^>]*>/g) ?? []) {
    const part = targets.get(attribute(sheet, /\s(?:[\w.-]+:)?id="([^"]*)"/) ?? '');
    const name = attribute(sheet, /\sname="([^"]*)"/);
    if (part && name !== undefined) sheets.push({ name: unescapeXml(name), part });
  }
  return sheets;
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, entity: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[entity]!);
}

/** The zip path of the first sheet, or null when the workbook part does not say. */
export async function firstSheetPart(zip: Buffer): Promise<string | null> {
  return (await workbookSheets(zip))[0]?.part ?? null;
}

/** A stored zip entry written by hand (an empty shared strings part). */
function storedEntry(name: string, text: string): Buffer {
  const data = Buffer.from(text);
  const fileName = Buffer.from(name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(fileName.length, 26);
  return Buffer.concat([header, fileName, data]);
}

const EMPTY_SHARED_STRINGS = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

/**
 * The parts the streaming reader needs to read one sheet, in the order it needs them: the
 * relationships, the workbook, the styles (dates), the shared strings (an empty part when the
 * file writes its strings inline), then the sheet alone. exceljs holds back a sheet that comes
 * before them in a temporary file, and read in that order, it cannot meet another sheet first.
 */
export function sheetStream(zip: Buffer, part: string): Readable {
  const spans = entrySpans(zip);
  const sheet = spans.get(part);
  const parts = [spans.get('xl/_rels/workbook.xml.rels'), spans.get('xl/workbook.xml'), spans.get('xl/styles.xml'), spans.get('xl/sharedStrings.xml') ?? storedEntry('xl/sharedStrings.xml', EMPTY_SHARED_STRINGS), sheet];
  return Readable.from(sheet ? parts.filter((span): span is Buffer => span !== undefined) : []);
}
