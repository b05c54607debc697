/**
 * `GET external-services/proxy-image?url=…` (RRHH §7.1): the browser embeds an officer's
 * photo in a PDF through it (re-encoded as JPEG 0.9 there). Restricted to this system's
 * own stored photos: the url must be the `url` of a stored officer image
 * (`/api/rrhh/{policeId}/images/{imageId}/file`, absolute on this host or relative); any
 * other address is refused with 400, so the server never fetches a third-party address.
 */
import type { FastifyInstance } from 'fastify';
import { OFFICER_ANSWERS as A } from '../../../resources/officers/validation';
import type { AppContext } from '../../engine/context';
import { ApiError, errorSchema } from '../../lib/envelope';
import type { OfficerRepository } from '../../officers/repository';
import { RRHH_ACCESS, RRHH_TAGS as tags } from './access';

const STORED_IMAGE = /^\/api\/rrhh\/(\d{1,9})\/images\/(\d{1,9})\/file$/;
const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
export const PROXY_IMAGE_REFUSED = 'Solo se admiten imágenes almacenadas en este sistema';

/** The officer and image ids of one of our stored photo urls, or null for any other address. */
export function storedImageOf(url: string, host: string | undefined): { policeId: number; imageId: number } | null {
  let parsed: URL;
  let base: URL;
  try {
    base = new URL(`http://${host ?? 'localhost'}`);
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.host !== base.host) return null;
  if (parsed.search || parsed.hash || parsed.username || parsed.password) return null;
  const match = STORED_IMAGE.exec(parsed.pathname.startsWith('/api/') ? parsed.pathname : `/api${parsed.pathname}`);
  return match ? { policeId: Number(match[1]), imageId: Number(match[2]) } : null;
}

export function registerProxyImageRoute(app: FastifyInstance, ctx: AppContext, repository: OfficerRepository) {
  app.get<{ Querystring: { url: string } }>('/api/external-services/proxy-image', {
    config: { access: RRHH_ACCESS.read },
    schema: {
      tags,
      summary: 'Devuelve una foto de funcionario almacenada en este sistema (para incrustarla en un PDF); cualquier otra dirección se rechaza',
      querystring: { type: 'object', required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 500, description: 'url de la imagen tal como la da GET rrhh/{id} (images[].url)' } } },
      response: { 400: errorSchema, 404: errorSchema },
    },
  }, async (request, reply) => {
    const target = storedImageOf(request.query.url, request.headers.host);
    if (!target) throw new ApiError(400, PROXY_IMAGE_REFUSED, [PROXY_IMAGE_REFUSED]);
    const file = await repository.storedFile('images', target.policeId, target.imageId);
    const stream = file?.storageKey ? await ctx.storage.readStream(file.storageKey) : null;
    if (!file || !stream) throw new ApiError(404, A.fileNotFound);
    const extension = (file.filename ?? '').split('.').pop()?.toLowerCase() ?? '';
    reply.header('content-type', IMAGE_TYPES[extension] ?? 'application/octet-stream');
    reply.header('cache-control', 'private, no-store');
    return reply.send(stream);
  });
}
