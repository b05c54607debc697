/**
 * Documents of a declared resource (`documents` in its declaration): upload, delete and
 * download under `<apiPath>/{id}/documents`. Files are streamed into storage, then
 * checked by extension, size, count and content (their first bytes must match the
 * extension); any refused file refuses the whole upload and nothing is kept. A file
 * already attached with the same name and size is skipped. Limits as the officer files:
 * 10 MB a file, 1000 files a record.
 */
import multipart from '@fastify/multipart';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAccess, type AccessPath, type AccessRule } from '../../authProvider/permissions';
import type { ResourceDeclaration } from '../../resources/engine/types';
import { checkFiles, extensionOf, FILE_MESSAGES, MAX_FILE_SIZE } from '../../resources/engine/files';
import { ofTheOne } from '../../resources/engine/spanish';
import type { Database } from '../db/client';
import { ApiError, badRequest, envelopeSchema, errorSchema, forbidden, notFound, ok } from '../lib/envelope';
import { CONTENT_TYPES, contentMatchesExtension } from '../lib/fileContent';
import { isReferenceViolation } from '../lib/pgErrors';
import { keepOrDiscard } from '../lib/recordFiles';
import type { FileHome } from '../lib/orphanSweep';
import { receiveFiles, type ReceivedFile } from '../lib/multipartFiles';
import type { AppContext } from './context';
import type { ResourceRepository, Row } from './repository';

/**
 * The rule of one record for reading or writing its parts (documents), where it is narrower
 * than the route's: a disciplinary case is written by the staff of its own kind (ICAP or OIDP).
 */
export type RecordRule = (row: Row, operation: 'read' | 'write') => AccessRule;

export const DOCUMENT_MESSAGES = {
  uploaded: 'Documentos cargados exitosamente',
  deleted: 'Documentos eliminados exitosamente',
  contentMismatch: FILE_MESSAGES.fileContentMismatch,
  notFound: 'El archivo no existe o ya no está disponible',
  idsRequired: 'Debe indicar los documentos a eliminar',
} as const;

/** A caller passing either rule passes (uploading belongs to whoever creates or edits the record). */
export function eitherRule(a: AccessRule, b: AccessRule): AccessRule {
  if (a === b) return a;
  const paths = (rule: AccessRule): AccessPath[] | null => (typeof rule === 'object' ? ('anyOf' in rule ? rule.anyOf : [rule]) : null);
  const [pa, pb] = [paths(a), paths(b)];
  if (pa && pb) return { anyOf: [...pa, ...pb] };
  if (a === 'admin') return b;
  if (b === 'admin') return a;
  return a === 'public' || b === 'public' ? 'public' : 'authenticated';
}

const documentSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, filename: { type: 'string' }, name: { type: 'string' }, size: { type: 'integer' }, contentType: { type: 'string' }, url: { type: 'string' } },
};
const ownerParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };
const fileParams = { type: 'object', required: ['id', 'documentId'], properties: { id: { type: 'integer', minimum: 1 }, documentId: { type: 'integer', minimum: 1 } } };

/** Storage keys of a record's documents (read before the record is deleted, removed after). */
export async function storedDocumentKeys(db: Database, repository: ResourceRepository, id: number): Promise<string[]> {
  const table = repository.documentsTable;
  if (!table) return [];
  const rows = await db.select({ key: table.storageKey }).from(table).where(eq(table.ownerId, id));
  return rows.map((r) => r.key);
}

/** Where a declaration's records keep their documents, and the rows that name them (the orphan sweep). */
export function documentsHome(declaration: ResourceDeclaration): FileHome {
  return { folder: declaration.table, rows: [{ table: `${declaration.table}_documents`, column: 'storage_key' }] };
}

/** The folder of a record's documents in the file storage: `<table>/<id>/documents`. */
export function documentsFolder(declaration: ResourceDeclaration, id: number): string {
  return `${declaration.table}/${id}/documents`;
}

export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext, declaration: ResourceDeclaration, repository: ResourceRepository, recordRule?: RecordRule) {
  const table = repository.documentsTable;
  if (!table || !declaration.documents) return;
  /** The owner record, when it exists (404 otherwise) and the caller may read or write its parts (403 otherwise). */
  const ownerFor = async (request: FastifyRequest, id: number, operation: 'read' | 'write', missing = notFound()) => {
    const row = await repository.findRaw(id);
    if (!row) throw missing;
    if (recordRule && !hasAccess(request.user, recordRule(row, operation))) throw forbidden();
    return row;
  };
  const extensions = declaration.documents.extensions;
  const base = `/api/${declaration.apiPath}/:id/documents`;
  const tags = [declaration.label.many];
  const ofRecord = ofTheOne(declaration.label);
  const discard = (files: ReceivedFile[]) => Promise.all(files.map((f) => ctx.storage.remove(f.key)));

  app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: MAX_FILE_SIZE, files: 50, fields: 10, fieldSize: 1000, parts: 60 } });
    scope.post<{ Params: { id: number } }>(base, {
      config: { access: eitherRule(declaration.access.create, declaration.access.update) },
      schema: {
        tags, consumes: ['multipart/form-data'], params: ownerParams,
        summary: `Sube documentos ${ofRecord} (multipart, campo files; ${extensions.join(', ')}; hasta 10 MB cada uno; el contenido debe corresponder a la extensión)`,
        response: { 201: envelopeSchema({ type: 'array', items: documentSchema }), 400: errorSchema, 404: errorSchema },
      },
    }, async (request, reply) => {
      const { id } = request.params;
      await ownerFor(request, id, 'write');
      const { files } = await receiveFiles(ctx.storage, request, documentsFolder(declaration, id), MAX_FILE_SIZE);
      const existing = await ctx.db.select({ name: table.filename, size: table.size }).from(table).where(eq(table.ownerId, id));
      const { accepted, errors } = checkFiles(files, existing, { extensions });
      for (const file of accepted) {
        if (!contentMatchesExtension(extensionOf(file.name), file.head)) errors.push(DOCUMENT_MESSAGES.contentMismatch(file.name));
      }
      if (files.length === 0) errors.push(FILE_MESSAGES.filesRequired);
      if (errors.length) {
        await discard(files);
        throw badRequest(errors);
      }
      await discard(files.filter((f) => !accepted.includes(f)));
      // The record may have been deleted since it was read: its foreign key refuses the rows
      // (404), and a refused or failed insert leaves no file behind.
      const rows = accepted.length
        ? await keepOrDiscard(ctx.storage, accepted.map((f) => f.key), async () => {
          try {
            return await ctx.db.insert(table).values(accepted.map((f) => ({
              ownerId: id, filename: f.name, size: f.size, contentType: CONTENT_TYPES[extensionOf(f.name)] ?? 'application/octet-stream', storageKey: f.key,
            }))).returning();
          } catch (error) {
            if (isReferenceViolation(error)) throw notFound();
            throw error;
          }
        })
        : [];
      return reply.status(201).send(ok(rows.map((r) => repository.documentView(r)), { statusCode: 201, message: DOCUMENT_MESSAGES.uploaded }));
    });
  });

  app.delete<{ Params: { id: number }; Body: { documentIds?: unknown } }>(base, {
    config: { access: declaration.access.update },
    schema: {
      tags, params: ownerParams, summary: `Elimina documentos ${ofRecord} (documentIds)`,
      body: { type: 'object', properties: { documentIds: { type: 'array', items: { type: 'integer' } } } },
      response: { 200: envelopeSchema({ type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } } }), 400: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const { id } = request.params;
    const ids = request.body?.documentIds;
    if (!Array.isArray(ids) || ids.length === 0) throw badRequest([DOCUMENT_MESSAGES.idsRequired]);
    await ownerFor(request, id, 'write');
    const removed = await ctx.db.delete(table).where(and(eq(table.ownerId, id), inArray(table.id, ids as number[]))).returning({ id: table.id, key: table.storageKey });
    if (removed.length === 0) throw new ApiError(404, DOCUMENT_MESSAGES.notFound);
    await Promise.all(removed.map((r) => ctx.storage.remove(r.key)));
    return ok({ ids: removed.map((r) => r.id) }, { message: DOCUMENT_MESSAGES.deleted });
  });

  app.get<{ Params: { id: number; documentId: number } }>(`${base}/:documentId/file`, {
    config: { access: declaration.access.get },
    schema: { tags, params: fileParams, summary: `Descarga un documento ${ofRecord}`, response: { 404: errorSchema } },
  }, async (request, reply) => {
    if (recordRule) await ownerFor(request, request.params.id, 'read', new ApiError(404, DOCUMENT_MESSAGES.notFound));
    const [row] = await ctx.db.select().from(table).where(and(eq(table.ownerId, request.params.id), eq(table.id, request.params.documentId))).limit(1);
    const stream = row ? await ctx.storage.readStream(row.storageKey) : null;
    if (!row || !stream) throw new ApiError(404, DOCUMENT_MESSAGES.notFound);
    reply.header('content-type', row.contentType);
    reply.header('content-disposition', `attachment; filename="${encodeURIComponent(row.filename.replace(/["\r\n]/g, ''))}"`);
    return reply.send(stream);
  });
}
