/**
 * Officer searches (RRHH §2.2, §2.3, §2.4, §7.1): the paged query table with its Excel
 * export, the exact search of the detail screen and the quick search (at most 5).
 */
import { and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exactSearchSchema, OFFICER_ANSWERS as A, QUICK_SEARCH_LIMIT, quickSearchSchema, validateWith } from '../../../resources/officers/validation';
import { officers } from '../../db/officerSchema';
import type { AppContext } from '../../engine/context';
import { excelFileName, writeExcel } from '../../engine/excel';
import { ApiError, badRequest, envelopeSchema, errorSchema, ok, pageMeta } from '../../lib/envelope';
import { officerExportColumns } from '../../officers/exportColumns';
import type { OfficerRepository } from '../../officers/repository';
import { codeEquals, iterateSearch, quickSearchIds, searchConditions, searchIds, searchPage } from '../../officers/search';
import { searchFilterProperties, type OfficerSearchQuery } from '../../../resources/officers/searchFilters';
import { RRHH_ACCESS, RRHH_TAGS as tags } from './access';
import { looseList, officerViewSchema, serializeAsIs, urlData } from './schemas';

/** Export default and ceiling (RRHH §9: the export default top is 10). */
export const EXPORT_DEFAULT_TOP = 10;
export const EXPORT_MAX_TOP = 100_000;

const text = (description: string) => ({ type: 'string', maxLength: 100, description });

const searchQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    ...searchFilterProperties(),
    isExcel: { type: 'boolean', default: false, description: 'true: exporta a Excel y responde data.url' },
    top: { type: 'integer', minimum: 1, maximum: EXPORT_MAX_TOP, default: EXPORT_DEFAULT_TOP, description: 'Filas exportadas (las más recientes)' },
  },
} as const;

type SearchQuerystring = OfficerSearchQuery & { page: number; pageSize: number; isExcel: boolean; top: number };

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext, repository: OfficerRepository) {
  app.get<{ Querystring: SearchQuerystring }>('/api/rrhh/search', {
    ...serializeAsIs,
    config: { access: RRHH_ACCESS.query },
    schema: {
      tags,
      summary: 'Consulta paginada de funcionarios con filtros; con isExcel=true exporta las primeras `top` filas a Excel (data.url)',
      querystring: searchQuerySchema,
      response: { 200: envelopeSchema({ anyOf: [looseList, urlData] }), 400: errorSchema },
    },
  }, async (request) => {
    const { page, pageSize, isExcel, top, ...filters } = request.query;
    if (isExcel) {
      const { url, rows } = await writeExcel(ctx.storage, ctx.jwtSecret, {
        sheetName: 'Funcionarios',
        fileName: excelFileName('Funcionarios'),
        columns: officerExportColumns,
        batches: iterateSearch(ctx.db, filters, top),
      });
      return ok({ url, total: rows }, { message: A.excelGenerated });
    }
    const { rows, total } = await searchPage(ctx.db, filters, page, pageSize);
    return ok(rows, { meta: pageMeta(total, page, pageSize) });
  });

  app.get<{ Querystring: Record<string, string> }>('/api/rrhh/search/exact', {
    ...serializeAsIs,
    config: { access: RRHH_ACCESS.query },
    schema: {
      tags,
      summary: 'Búsqueda exacta (al menos un campo): responde el funcionario más reciente que cumple todos los criterios',
      querystring: {
        type: 'object',
        properties: {
          codeRrhh: text('Código del funcionario'), iapmchCode: text('Código actual'), identification: text('Cédula'), statusIn: text('Estado'),
          gender: text('Género'), range: text('Rango'), condition: text('Condición'), academicLevel: text('Grado de instrucción'), dependenceWork: text('Dependencia de trabajo'),
        },
      },
      response: { 200: envelopeSchema(officerViewSchema), 400: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const { values: q, errors } = await validateWith(exactSearchSchema, request.query);
    if (!q) throw badRequest(errors);
    const where = and(
      searchConditions({ identification: q.identification ?? undefined, statusIn: q.statusIn ?? undefined, gender: q.gender ?? undefined, range: q.range ?? undefined, condition: q.condition ?? undefined, academicLevel: q.academicLevel ?? undefined }),
      q.codeRrhh ? codeEquals(officers.codeRrhh, q.codeRrhh) : undefined,
      q.iapmchCode ? codeEquals(officers.iapmchCode, q.iapmchCode) : undefined,
      q.dependenceWork ? searchConditions({ dependenceWork: q.dependenceWork }) : undefined,
    );
    const [id] = await searchIds(ctx.db, where, 1);
    const officer = id === undefined ? null : await repository.find(id);
    if (!officer) throw new ApiError(404, A.notFound);
    return ok(officer, { message: A.found });
  });

  app.get<{ Querystring: Record<string, string> }>('/api/rrhh/search/multi', {
    ...serializeAsIs,
    config: { access: RRHH_ACCESS.query },
    schema: {
      tags,
      summary: 'Búsqueda rápida (al menos un campo): hasta 5 funcionarios completos; los códigos coinciden parcialmente',
      querystring: {
        type: 'object',
        properties: { code: text('Código del funcionario o actual (parcial)'), identification: text('Cédula'), names: text('Nombres'), lastnames: text('Apellidos'), limit: text('Máximo de resultados (1 a 5)') },
      },
      response: { 200: envelopeSchema(looseList), 400: errorSchema },
    },
  }, async (request) => {
    const { values: q, errors } = await validateWith(quickSearchSchema, request.query);
    if (!q) throw badRequest(errors);
    const ids = await quickSearchIds(ctx.db, q, Math.min(q.limit ?? QUICK_SEARCH_LIMIT, QUICK_SEARCH_LIMIT));
    const found = await repository.findMany(ids);
    const message = found.length === 0 ? A.noneFound : found.length === 1 ? '1 funcionario encontrado' : `${found.length} funcionarios encontrados`;
    return ok(found, { message });
  });
}
