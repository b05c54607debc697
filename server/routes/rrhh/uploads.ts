/**
 * Uploads of an officer's files (RRHH §2.1 documents tab and photos, §3.6, §5.5). The spec
 * does not show these paths; chosen here:
 * - `POST rrhh/{policeId}/documents` (multipart: field `type`, one or more PDF `files`):
 *   at most 10 MB a file and 1000 files an officer; a file already stored with the same
 *   name and size is skipped; any refused file refuses the whole upload (nothing stored).
 * - `POST rrhh/{policeId}/images` (multipart: field `type` 1 civil or 2 uniformed, one
 *   .jpg/.jpeg/.png file): replaces the photo in that slot.
 * - `GET rrhh/{policeId}/documents/{id}/file` and `…/images/{id}/file`: the stored file
 *   (bearer session; the browser fetches it as a blob). Stored uploads carry this path as
 *   their `url`.
 * Multipart parsing is registered in this plugin's own scope only.
 */
import type { FileHome } from '../../lib/orphanSweep';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { checkFiles, extensionOf, fileTypeSchema, IMAGE_EXTENSIONS, MAX_FILE_SIZE, OFFICER_ANSWERS as A, OFFICER_MESSAGES as M } from '../../../resources/officers/validation';
import type { AppContext } from '../../engine/context';
import { ApiError, badRequest, envelopeSchema, errorSchema, notFound, ok } from '../../lib/envelope';
import { CONTENT_TYPES, contentMatchesExtension } from '../../lib/fileContent';
import { receiveFiles, type ReceivedFile as Received } from '../../lib/multipartFiles';
import { isReferenceViolation } from '../../lib/pgErrors';
import { keepOrDiscard } from '../../lib/recordFiles';
import type { OfficerRepository } from '../../officers/repository';
import { RRHH_ACCESS, RRHH_TAGS as tags } from './access';
import { looseList, officerViewSchema, policeIdParams } from './schemas';

/**
 * A file whose bytes are not what its name says (a renamed executable, say) is refused. A photo
 * only has to be a JPEG or a PNG, whichever of the two its name says: browsers show both.
 */
const isImage = (head: Buffer) => contentMatchesExtension('.jpg', head) || contentMatchesExtension('.png', head);
const contentErrors = (files: Received[], images = false) =>
  files.filter((f) => !(images ? isImage(f.head) : contentMatchesExtension(extensionOf(f.name), f.head))).map((f) => M.fileContentMismatch(f.name));

const fileParams = (name: string) => ({ type: 'object', required: ['policeId', name], properties: { policeId: { type: 'integer', minimum: 1 }, [name]: { type: 'integer', minimum: 1 } } });

/** Where an officer's stored documents and photos live: `officers/<id>/documents` and `/images`. */
/** The officer's files and the rows that name them, for the orphan sweep (server/lib/orphanSweep.ts). */
export const OFFICER_FILE_HOME: FileHome = {
  folder: 'officers',
  rows: [{ table: 'officer_documents', column: 'storage_key' }, { table: 'officer_images', column: 'storage_key' }],
};

export function officerFileFolders(policeId: number): string[] {
  return [`officers/${policeId}/documents`, `officers/${policeId}/images`];
}

/**
 * Stores the rows of uploaded files, or removes the files: the officer may have been
 * deleted since the upload began (its foreign key refuses the rows: 404).
 */
function storeRows<T>(ctx: AppContext, files: Received[], write: () => Promise<T>): Promise<T> {
  return keepOrDiscard(ctx.storage, files.map((f) => f.key), async () => {
    try {
      return await write();
    } catch (error) {
      if (isReferenceViolation(error)) throw notFound(A.officerNotFound);
      throw error;
    }
  });
}

export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext, repository: OfficerRepository) {
  const discard = (files: Received[]) => Promise.all(files.map((f) => ctx.storage.remove(f.key)));
  const fileType = async (value: string | undefined) => {
    try {
      return await fileTypeSchema.validate(value);
    } catch {
      return null;
    }
  };

  app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: MAX_FILE_SIZE, files: 50, fields: 10, fieldSize: 1000, parts: 60 } });

    scope.post<{ Params: { policeId: number } }>('/api/rrhh/:policeId/documents', {
      config: { access: RRHH_ACCESS.register },
      schema: {
        tags, consumes: ['multipart/form-data'], params: policeIdParams,
        summary: 'Sube documentos PDF del funcionario (multipart: campo type y archivos; hasta 10 MB cada uno, 1000 por funcionario; los repetidos por nombre y tamaño se omiten)',
        response: { 201: envelopeSchema(looseList), 400: errorSchema, 404: errorSchema },
      },
    }, async (request, reply) => {
      const { policeId } = request.params;
      if (!(await repository.exists(policeId))) throw notFound(A.officerNotFound);
      const { fields, files } = await receiveFiles(ctx.storage, request, officerFileFolders(policeId)[0], MAX_FILE_SIZE);
      const type = await fileType(fields.type);
      const { accepted, errors } = checkFiles(files, await repository.documentNames(policeId), { pdfOnly: true });
      errors.push(...contentErrors(accepted));
      if (type === null) errors.unshift(M.fileTypeRequired);
      if (files.length === 0) errors.push(M.filesRequired);
      if (errors.length) {
        await discard(files);
        throw badRequest(errors);
      }
      await discard(files.filter((f) => !accepted.includes(f)));
      const ids = await storeRows(ctx, accepted, () => repository.addStoredDocuments(policeId, accepted.map((f) => ({ filename: f.name, size: f.size, type: type!, storageKey: f.key }))));
      const officer = await repository.find(policeId);
      return reply.status(201).send(ok(officer!.documents.filter((d) => ids.includes(d.id)), { statusCode: 201, message: A.documentsUploaded }));
    });

    scope.post<{ Params: { policeId: number } }>('/api/rrhh/:policeId/images', {
      config: { access: RRHH_ACCESS.register },
      schema: {
        tags, consumes: ['multipart/form-data'], params: policeIdParams,
        summary: 'Sube la foto civil (type 1) o uniformada (type 2) del funcionario: un archivo .jpg, .jpeg o .png de hasta 10 MB que reemplaza la foto de ese tipo',
        response: { 201: envelopeSchema(officerViewSchema.properties.images.items), 400: errorSchema, 404: errorSchema },
      },
    }, async (request, reply) => {
      const { policeId } = request.params;
      if (!(await repository.exists(policeId))) throw notFound(A.officerNotFound);
      const { fields, files } = await receiveFiles(ctx.storage, request, officerFileFolders(policeId)[1], MAX_FILE_SIZE);
      const type = Number(fields.type);
      const { accepted, errors } = checkFiles(files, [], { extensions: IMAGE_EXTENSIONS });
      errors.push(...contentErrors(accepted, true));
      if (type !== 1 && type !== 2) errors.unshift(M.imageTypeInvalid);
      if (files.length !== 1) errors.push(M.oneImage);
      if (errors.length) {
        await discard(files);
        throw badRequest(errors);
      }
      const { id, replacedKey } = await storeRows(ctx, files, () => repository.replaceStoredImage(policeId, { filename: files[0].name, type, storageKey: files[0].key }));
      if (replacedKey) await ctx.storage.remove(replacedKey);
      const officer = await repository.find(policeId);
      return reply.status(201).send(ok(officer!.images.find((i) => i.id === id), { statusCode: 201, message: A.imageUploaded }));
    });
  });

  for (const [kind, param] of [['documents', 'documentId'], ['images', 'imageId']] as const) {
    app.get<{ Params: { policeId: number } & Record<typeof param, number> }>(`/api/rrhh/:policeId/${kind}/:${param}/file`, {
      config: { access: RRHH_ACCESS.read },
      schema: { tags, summary: `Descarga ${kind === 'documents' ? 'un documento' : 'una imagen'} subido al servidor`, params: fileParams(param), response: { 404: errorSchema } },
    }, async (request, reply) => {
      const file = await repository.storedFile(kind, request.params.policeId, request.params[param]);
      const stream = file?.storageKey ? await ctx.storage.readStream(file.storageKey) : null;
      if (!file || !stream) throw new ApiError(404, A.fileNotFound);
      const name = (file.filename ?? 'archivo').replace(/["\r\n]/g, '');
      reply.header('content-type', CONTENT_TYPES[extensionOf(name)] ?? 'application/octet-stream');
      reply.header('content-disposition', `${kind === 'documents' ? 'attachment' : 'inline'}; filename="${encodeURIComponent(name)}"`);
      return reply.send(stream);
    });
  }
}
