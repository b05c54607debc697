/**
 * The public page of a news item (beyond the old app): `GET /api/public/news/{slug}`, with
 * no session, answers a published item whose publish date has come and whose expiry date
 * has not passed, and counts the view (the `views` of the news manager) in the same
 * statement, so concurrent readers are all counted.
 */
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsDeclaration } from '../../../resources/news/declaration';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../engine/context';
import { envelopeSchema, errorSchema, notFound, ok } from '../../lib/envelope';

const PUBLISHED = 3;
export const NEWS_NOT_FOUND = 'Noticia no encontrada';

export function registerPublicNewsRoutes(app: FastifyInstance, ctx: AppContext) {
  const news = tableOf(newsDeclaration.name);
  app.get<{ Params: { slug: string } }>('/api/public/news/:slug', {
    config: { access: 'public' },
    schema: {
      tags: ['Noticias'],
      summary: 'Noticia publicada y vigente por su enlace (sin sesión); cuenta la visita',
      security: [],
      params: { type: 'object', required: ['slug'], properties: { slug: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[a-z0-9-]+$' } } },
      response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }), 404: errorSchema },
    },
  }, async (request) => {
    const today = sql`current_date`;
    const [item] = await ctx.db
      .update(news)
      .set({ views: sql`coalesce(${news.views}, 0) + 1` })
      .where(and(eq(news.slug, request.params.slug), eq(news.status, PUBLISHED), lte(news.publishDate, today), or(isNull(news.expiryDate), gte(news.expiryDate, today))))
      .returning({
        title: news.title, subtitle: news.subtitle, content: news.content, category: news.category, priority: news.priority,
        publishDate: news.publishDate, expiryDate: news.expiryDate, tags: news.tags, authorName: news.authorName, featured: news.featured,
        sourceUrl: news.sourceUrl, imageUrl: news.imageUrl, imageAlt: news.imageAlt, metaDescription: news.metaDescription, views: news.views, slug: news.slug,
      });
    if (!item) throw notFound(NEWS_NOT_FOUND);
    return ok(item);
  });
}
