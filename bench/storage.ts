/**
 * Issue 19: a 10 MB document stored and read back through the FileStorage interface, on
 * the local disk and on S3 (an S3-protocol server, s3rver, on loopback). Prints the
 * medians of each and the S3 / disk ratio. Run: `npx tsx bench/storage.ts`
 * (BENCH_STORAGE_ROUNDS sets the rounds, default 15).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { localStorage, type FileStorage } from '../server/lib/storage';
import { startS3Server, testS3Storage } from '../tests/support/s3Server';

const SIZE = 10 * 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_STORAGE_ROUNDS ?? 15);
const document = Buffer.alloc(SIZE, 0x25);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(storage: FileStorage): Promise<{ upload: number; download: number }> {
  const uploads: number[] = [];
  const downloads: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const key = `bench/documento-${round}.pdf`;
    let started = performance.now();
    // Sent in 64 kB chunks, as a multipart upload arrives.
    await pipeline(Readable.from((function* () {
      for (let offset = 0; offset < SIZE; offset += 65_536) yield document.subarray(offset, offset + 65_536);
    })()), await storage.writeStream(key));
    uploads.push(performance.now() - started);
    started = performance.now();
    let received = 0;
    await pipeline((await storage.readStream(key))!, new Writable({ write(chunk: Buffer, _encoding, done) { received += chunk.length; done(); } }));
    downloads.push(performance.now() - started);
    if (received !== SIZE) throw new Error(`read ${received} bytes of ${SIZE}`);
    await storage.remove(key);
  }
  return { upload: median(uploads), download: median(downloads) };
}

const root = mkdtempSync(join(tmpdir(), 'bench-storage-'));
const s3 = await startS3Server('bench');
try {
  const disk = await measure(localStorage(root));
  const object = await measure(testS3Storage(s3));
  const row = (what: string, a: number, b: number) => console.log(`${what.padEnd(22)} ${a.toFixed(1).padStart(8)} ms ${b.toFixed(1).padStart(8)} ms   ×${(b / a).toFixed(2)}`);
  console.log(`10 MB document, median of ${ROUNDS} rounds      disk         S3     S3/disk`);
  row('upload (write stream)', disk.upload, object.upload);
  row('download (read stream)', disk.download, object.download);
} finally {
  await s3.close();
  rmSync(root, { recursive: true, force: true });
}
