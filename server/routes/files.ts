/** Downloads behind short-lived signed links (Excel exports and other stored files). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../engine/context';
import { notFound } from '../lib/envelope';
import { verifyDownload } from '../lib/tokens';

const CONTENT_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { token: string } }>('/api/files/:token', {
    // The signed token is the credential: the link opens in a new tab without the bearer header.
    config: { access: 'public' },
    schema: { tags: ['Archivos'], summary: 'Descarga un archivo con un enlace firmado (caduca en 5 minutos)', params: { type: 'object', properties: { token: { type: 'string', maxLength: 2000 } } } },
  }, async (request, reply) => {
    const claims = verifyDownload(ctx.jwtSecret, request.params.token);
    if (!claims) throw notFound('El enlace de descarga no es válido o ha caducado.');
    const stream = await ctx.storage.readStream(claims.key);
    if (!stream) throw notFound('El archivo ya no está disponible.');
    const extension = claims.fileName.split('.').pop()?.toLowerCase() ?? '';
    reply.header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
    reply.header('content-disposition', `attachment; filename="${claims.fileName.replace(/"/g, '')}"`);
    return reply.send(stream);
  });
}
