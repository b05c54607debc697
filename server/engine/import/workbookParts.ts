/**
 * An XLSX's sheets read through the zip's index: their names and parts, from the workbook
 * part and its relationships, and any part as text. The import reads the sheet it wants by
 * its part, alone (readSheet.ts), whatever order the zip holds its parts in.
 */
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { dataOf, entriesOf, inflateWithin, type ZipEntry } from './zipGuard';

/** The workbook part and its relationships are small; a larger one is not read here. */
const PART_BYTES = 16 * 1024 * 1024;

function inflated(zip: Buffer, entry: ZipEntry): Promise<string | null> {
  const data = dataOf(zip, entry);
  if (entry.method === 0) return Promise.resolve(data.length <= PART_BYTES ? data.toString('utf8') : null);
  return inflateWithin(data, PART_BYTES, true).then((part) => part?.content.toString('utf8') ?? null, () => null);
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

/** The zip path of the first sheet: the workbook part's first, else the first sheet part the zip holds. */
export async function firstSheetPart(zip: Buffer): Promise<string | null> {
  const named = (await workbookSheets(zip))[0]?.part;
  if (named) return named;
  const parts = entriesOf(zip).map((entry) => entry.name).filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  return parts.sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))[0] ?? null;
}

/**
 * One part of the zip as text, inflated as it is read and decoded with its multi-byte
 * characters whole across chunks; null when the zip has no such part.
 */
export function partText(zip: Buffer, name: string): Readable | null {
  const entry = entriesOf(zip).find((candidate) => candidate.name === name);
  if (!entry) return null;
  const data = dataOf(zip, entry);
  const bytes = entry.method === 0 ? Readable.from([data]) : Readable.from([data]).pipe(createInflateRaw());
  bytes.setEncoding('utf8');
  return bytes;
}
