/**
 * An XLSX is a zip: before the workbook reader opens one, every entry is inflated here
 * once, counting its bytes and keeping none, so a zip bomb (a few kilobytes that expand to
 * gigabytes, or shared strings the reader would cache whole) is refused with a Spanish 400
 * instead of holding the server. The sizes an entry declares are not trusted: the bytes
 * are counted as they come out of zlib, and inflating stops at the first one over budget.
 */
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { refused } from './readSheet';

export const ZIP_LIMITS = {
  /** Every entry together, once inflated. A full 200,000-row sheet of 100 columns is well under it. */
  totalBytes: 1536 * 1024 * 1024,
  /** The shared strings, which the reader keeps in memory. */
  sharedStringsBytes: 256 * 1024 * 1024,
  /** Expansion of one entry above 16 MB: spreadsheets compress tens of times, bombs thousands. */
  ratio: 200,
  entries: 10_000,
} as const;

export const ZIP_MESSAGES = {
  bomb: 'El libro de Excel se expande a un tamaño desmedido al descomprimirlo: no se procesa',
  broken: 'El archivo no es un libro de Excel (.xlsx) ni un CSV válido',
} as const;

export interface ZipEntry { name: string; method: number; compressedSize: number; localOffset: number }

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The entries of the central directory (the zip's own index, at its end). */
export function entriesOf(zip: Buffer): ZipEntry[] {
  const from = Math.max(0, zip.length - 65_557);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--) if (zip.readUInt32LE(i) === EOCD) { end = i; break; }
  if (end < 0) throw refused(ZIP_MESSAGES.broken);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count > ZIP_LIMITS.entries) throw refused(ZIP_MESSAGES.bomb);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw refused(ZIP_MESSAGES.broken);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's compressed bytes, located through its local header. */
export function dataOf(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw refused(ZIP_MESSAGES.broken);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  // 0xffffffff is a ZIP64 size: no spreadsheet of the import's size needs one.
  if (entry.compressedSize === 0xffffffff || start + entry.compressedSize > zip.length) throw refused(ZIP_MESSAGES.broken);
  return zip.subarray(start, start + entry.compressedSize);
}

/**
 * What `data` (a raw deflate stream) inflates to: its size and, with `keep`, its bytes;
 * null as soon as it passes `budget` (nothing more is inflated). A broken stream is a 400.
 */
export function inflateWithin(data: Buffer, budget: number, keep = false): Promise<{ bytes: number; content: Buffer } | null> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const chunks: Buffer[] = [];
    const inflate = createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > budget) {
        inflate.destroy();
        resolve(null);
      } else if (keep) chunks.push(chunk);
    });
    inflate.on('end', () => resolve({ bytes, content: Buffer.concat(chunks) }));
    inflate.on('error', () => reject(refused(ZIP_MESSAGES.broken)));
    Readable.from([data]).pipe(inflate);
  });
}

/** Refuses (400) an XLSX that is a zip bomb or not a readable zip; `zip` is the whole file. */
export async function assertNoZipBomb(zip: Buffer): Promise<void> {
  let total = 0;
  for (const entry of entriesOf(zip)) {
    const data = dataOf(zip, entry);
    const left = ZIP_LIMITS.totalBytes - total;
    const entryBudget = entry.name === 'xl/sharedStrings.xml' ? Math.min(left, ZIP_LIMITS.sharedStringsBytes) : left;
    let bytes: number | null;
    if (entry.method === 0) bytes = data.length <= entryBudget ? data.length : null;
    else if (entry.method === 8) bytes = (await inflateWithin(data, entryBudget))?.bytes ?? null;
    else throw refused(ZIP_MESSAGES.broken);
    if (bytes === null) throw refused(ZIP_MESSAGES.bomb);
    if (bytes > 16 * 1024 * 1024 && bytes / Math.max(1, data.length) > ZIP_LIMITS.ratio) throw refused(ZIP_MESSAGES.bomb);
    total += bytes;
  }
}
