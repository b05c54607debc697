/**
 * The public page of a news item (beyond the old app): `GET /api/public/news/{slug}`, with
 * no session, answers a published item whose publish date has come and whose expiry date
 * has not passed, and counts the view (the `views` of the news manager): at most one per
 * reader and day. A reader is the signed-in user when the call carries a valid session,
 * otherwise its address and user agent; `news_reads` keeps only a keyed hash of it. The
 * day's first view of a reader and the count are one statement, so concurrent readers are
 * all counted once. A HEAD request (a link preview, a crawler's check) counts nothing.
 */
import { createHmac } from 'node:crypto';
import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newsDeclaration } from '../../../resources/news/declaration';
import { newsReads, tableOf } from '../../db/schema';
import type { AppContext } from '../../engine/context';
import { envelopeSchema, errorSchema, notFound, ok } from '../../lib/envelope';
import { verifySession } from '../../lib/tokens';

const PUBLISHED = 3;
export const NEWS_NOT_FOUND = 'Noticia no encontrada';
/** Rows of earlier days say nothing about today's views: removed at most this often per instance. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The reader of a call as a keyed hash: the signed-in user, or the address and user agent. */
export function readerOf(request: FastifyRequest, secret: string): string {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const claims = bearer ? verifySession(secret, bearer) : null;
  const who = claims ? `usuario:${claims.sub}` : `anonimo:${request.ip}\n${request.headers['user-agent'] ?? ''}`;
  return createHmac('sha256', secret).update(`lector-de-noticias\n${who}`).digest('base64url').slice(0, 32);
}

export function registerPublicNewsRoutes(app: FastifyInstance, ctx: AppContext) {
  const news = tableOf(newsDeclaration.name);
  const columns = {
    title: news.title, subtitle: news.subtitle, content: news.content, category: news.category, priority: news.priority,
    publishDate: news.publishDate, expiryDate: news.expiryDate, tags: news.tags, authorName: news.authorName, featured: news.featured,
    sourceUrl: news.sourceUrl, imageUrl: news.imageUrl, imageAlt: news.imageAlt, metaDescription: news.metaDescription, views: news.views, slug: news.slug,
  };
  let prunedAt = 0;
  const pruneOldReads = () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    void ctx.db.delete(newsReads).where(lt(newsReads.day, sql`current_date`))
      .catch((error: unknown) => app.log.error({ err: error }, 'news reads not pruned'));
  };

  app.get<{ Params: { slug: string } }>('/api/public/news/:slug', {
    config: { access: 'public' },
    schema: {
      tags: ['Noticias'],
      summary: 'Noticia publicada y vigente por su enlace (sin sesión); cuenta una visita por lector y día',
      security: [],
      params: { type: 'object', required: ['slug'], properties: { slug: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[a-z0-9-]+$' } } },
      response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }), 404: errorSchema },
    },
  }, async (request) => {
    const today = sql`current_date`;
    const visible = and(eq(news.slug, request.params.slug), eq(news.status, PUBLISHED), lte(news.publishDate, today), or(isNull(news.expiryDate), gte(news.expiryDate, today)));
    const [item] = await ctx.db.select({ id: news.id, ...columns }).from(news).where(visible).limit(1);
    if (!item) throw notFound(NEWS_NOT_FOUND);
    const { id, ...shown } = item;
    if (request.method === 'HEAD') return ok(shown);
    // The reader's first view of the day inserts (or moves to today) its row, and only then is the view counted.
    const reader = readerOf(request, ctx.jwtSecret);
    const result = await ctx.db.execute<{ views: number }>(sql`
      with first_today as (
        insert into ${newsReads} (news_id, reader, day) values (${id}, ${reader}, current_date)
        on conflict (news_id, reader) do update set day = excluded.day where ${newsReads.day} < excluded.day
        returning news_id
      )
      update ${news} set views = coalesce(${news.views}, 0) + 1 from first_today where ${news.id} = first_today.news_id
      returning ${news.views} as views`);
    const counted = (result as unknown as { rows: { views: number }[] }).rows[0];
    pruneOldReads();
    return ok({ ...shown, views: counted ? Number(counted.views) : shown.views });
  });
}
