/**
 * Family members across officers (RRHH §2.2 search type 2, §5.9, §7.1). The spec does not
 * show these paths; chosen here:
 * - `GET rrhh/family/search`: paged family members with their officer, by age range
 *   (minAge/maxAge in completed years, 1 to 40, default the whole range), name or cédula,
 *   parentage, gender and officer cédula; with isExcel=true, an Excel export (data.url).
 * - `POST rrhh/report/children`: the children report, an Excel file (data.url, data.total)
 *   of officers' sons and daughters in an age range (body {minAge, maxAge, gender?}).
 */
import type { FastifyInstance } from 'fastify';
import { familyAgeSchema, FAMILY_AGE_MAX, FAMILY_AGE_MIN, OFFICER_ANSWERS as A, validateWith } from '../../../resources/officers/validation';
import type { AppContext } from '../../engine/context';
import { excelFileName, writeExcel } from '../../engine/excel';
import { badRequest, envelopeSchema, errorSchema, ok, pageMeta } from '../../lib/envelope';
import { familyExportColumns } from '../../officers/exportColumns';
import { CHILD_PARENTAGE, familyPage, iterateFamily, type FamilySearchQuery } from '../../officers/family';
import { RRHH_ACCESS, RRHH_TAGS as tags } from './access';
import { EXPORT_MAX_TOP } from './search';
import { looseList, rawBody, urlData, yupBody } from './schemas';

const ageProperties = {
  minAge: { type: 'string', description: `Edad mínima en años cumplidos (${FAMILY_AGE_MIN} a ${FAMILY_AGE_MAX})` },
  maxAge: { type: 'string', description: `Edad máxima en años cumplidos (${FAMILY_AGE_MIN} a ${FAMILY_AGE_MAX})` },
};

type FamilyQuerystring = { minAge?: string; maxAge?: string; page: number; pageSize: number; search?: string; parentage?: number; gender?: number; officerIdentification?: number; isExcel: boolean; top?: number };

async function ages(input: unknown): Promise<{ minAge: number; maxAge: number }> {
  const { values, errors } = await validateWith(familyAgeSchema, input);
  if (!values) throw badRequest(errors);
  return { minAge: values.minAge ?? FAMILY_AGE_MIN, maxAge: values.maxAge ?? FAMILY_AGE_MAX };
}

export function registerFamilyRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Querystring: FamilyQuerystring }>('/api/rrhh/family/search', {
    config: { access: RRHH_ACCESS.query },
    schema: {
      tags,
      summary: 'Búsqueda de familiares por rango de edad (1 a 40), nombre o cédula, parentesco, género y cédula del funcionario; con isExcel=true exporta a Excel (data.url)',
      querystring: {
        type: 'object',
        properties: {
          ...ageProperties,
          page: { type: 'integer', minimum: 1, default: 1 },
          pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          search: { type: 'string', maxLength: 100 },
          parentage: { type: 'integer' },
          gender: { type: 'integer' },
          officerIdentification: { type: 'integer' },
          isExcel: { type: 'boolean', default: false },
          top: { type: 'integer', minimum: 1, maximum: EXPORT_MAX_TOP },
        },
      },
      response: { 200: envelopeSchema({ anyOf: [looseList, urlData] }), 400: errorSchema },
    },
  }, async (request) => {
    const { minAge, maxAge, page, pageSize, isExcel, top, ...filters } = request.query;
    const query: FamilySearchQuery = { ...(await ages({ minAge, maxAge })), ...filters };
    if (isExcel) {
      const { url, rows } = await writeExcel(ctx.storage, ctx.jwtSecret, {
        sheetName: 'Familiares',
        fileName: excelFileName('Familiares'),
        columns: familyExportColumns,
        batches: iterateFamily(ctx.db, query, top ?? EXPORT_MAX_TOP),
      });
      return ok({ url, total: rows }, { message: A.excelGenerated });
    }
    const { rows, total } = await familyPage(ctx.db, query, page, pageSize);
    return ok(rows, { message: A.familyFound, meta: pageMeta(total, page, pageSize) });
  });

  app.post('/api/rrhh/report/children', {
    ...yupBody,
    config: { access: RRHH_ACCESS.query },
    schema: {
      tags,
      summary: 'Reporte de hijos de los funcionarios en un rango de edad (1 a 40 años cumplidos): archivo Excel en data.url y total de filas en data.total',
      body: { type: 'object', properties: { ...ageProperties, gender: { type: 'integer', description: 'Género del hijo (opcional)' } } },
      response: { 200: envelopeSchema(urlData), 400: errorSchema },
    },
  }, async (request) => {
    const body = (rawBody(request) ?? {}) as { minAge?: unknown; maxAge?: unknown; gender?: unknown };
    const gender = Number(body.gender) || undefined;
    const query: FamilySearchQuery = { ...(await ages({ minAge: body.minAge, maxAge: body.maxAge })), parentage: CHILD_PARENTAGE, gender };
    const { url, rows } = await writeExcel(ctx.storage, ctx.jwtSecret, {
      sheetName: 'Hijos',
      fileName: excelFileName('Reporte hijos'),
      columns: familyExportColumns,
      batches: iterateFamily(ctx.db, query, EXPORT_MAX_TOP),
    });
    return ok({ url, total: rows }, { message: 'Reporte generado exitosamente' });
  });
}
