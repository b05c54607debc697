/**
 * Receives the parts of a multipart request: fields as text, each file streamed straight
 * into storage (never held in memory) with its size and first bytes (for the content
 * check of ./fileContent.ts). A file over the parser's size limit counts as `maxSize + 1`
 * bytes so the caller refuses it. If the request breaks midway, what was stored is removed.
 */
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extensionOf } from '../../resources/engine/files';
import { CONTENT_HEAD_BYTES } from './fileContent';
import type { FileStorage } from './storage';

export interface ReceivedFile {
  name: string;
  size: number;
  key: string;
  head: Buffer;
}

export async function receiveFiles(
  storage: FileStorage,
  request: FastifyRequest,
  folder: string,
  maxSize: number,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const key = `${folder}/${randomUUID()}${extensionOf(part.filename).replace(/[^.a-z0-9]/g, '')}`;
      let size = 0;
      const head: Buffer[] = [];
      let headLength = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (headLength < CONTENT_HEAD_BYTES) {
            head.push(chunk.subarray(0, CONTENT_HEAD_BYTES - headLength));
            headLength += Math.min(chunk.length, CONTENT_HEAD_BYTES - headLength);
          }
          done(null, chunk);
        },
      });
      // Listed before it is written, so a failure midway removes the partial file too.
      const received: ReceivedFile = { name: part.filename, size: 0, key, head: Buffer.alloc(0) };
      files.push(received);
      await pipeline(part.file, counter, await storage.writeStream(key));
      received.size = part.file.truncated ? maxSize + 1 : size;
      received.head = Buffer.concat(head);
    }
  } catch (error) {
    await Promise.all(files.map((f) => storage.remove(f.key)));
    throw error;
  }
  return { fields, files };
}
