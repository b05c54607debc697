/**
 * `GET rrhh/report/extranet` (RRHH §2.2 search type 3, §7.1; the contents are not shown
 * by the spec, chosen here): an XLSX of every officer matching the query screen's filters
 * (the same as `GET rrhh/search`, newest first, up to 100,000 rows), with the columns an
 * extranet account needs. Written as a stream; the answer is the signed link and the row
 * count, `data {url, total}`.
 */
import type { FastifyInstance } from 'fastify';
import { OFFICER_ANSWERS as A, validateWith } from '../../../resources/officers/validation';
import type { AppContext } from '../../engine/context';
import { excelFileName, writeExcel } from '../../engine/excel';
import { badRequest, envelopeSchema, errorSchema, ok } from '../../lib/envelope';
import { extranetColumns, extranetFilterSchema, toSearchQuery } from '../../officers/extranetReport';
import { iterateSearch } from '../../officers/search';
import { searchFilterProperties } from '../../../resources/officers/searchFilters';
import { RRHH_ACCESS, RRHH_TAGS as tags } from './access';
import { urlData } from './schemas';
import { EXPORT_MAX_TOP } from './search';

/** Every filter arrives as text and is checked by the yup schema (Spanish messages naming the filter). */
const extranetQuerySchema = {
  type: 'object',
  properties: searchFilterProperties(true),
};

export function registerExtranetRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Querystring: Record<string, string> }>('/api/rrhh/report/extranet', {
    config: { access: RRHH_ACCESS.query },
    schema: {
      tags,
      summary: 'Reporte extranet: archivo Excel de los funcionarios que cumplen los filtros de la consulta (códigos, cédula, nombres, rango, dependencias, cargos, contacto, estado y condición); data.url y data.total',
      querystring: extranetQuerySchema,
      response: { 200: envelopeSchema(urlData), 400: errorSchema },
    },
  }, async (request) => {
    const { values, errors } = await validateWith(extranetFilterSchema, request.query);
    if (!values) throw badRequest(errors);
    const { url, rows } = await writeExcel(ctx.storage, ctx.jwtSecret, {
      sheetName: 'Extranet',
      fileName: excelFileName('Reporte extranet'),
      columns: extranetColumns,
      batches: iterateSearch(ctx.db, toSearchQuery(values), EXPORT_MAX_TOP),
    });
    return ok({ url, total: rows }, { message: A.extranetGenerated });
  });
}
