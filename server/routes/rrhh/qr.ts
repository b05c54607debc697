/** `GET rrhh/qr/generate/{id}` (RRHH §7.1): the officer's QR code as a PNG data URL. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { OFFICER_ANSWERS as A } from '../../../resources/officers/validation';
import { labelOf } from '../../catalogues/labelOf';
import { RANGE, STATUS_IN, TYPE_REGISTER } from '../../catalogues/rrhh';
import { officers } from '../../db/officerSchema';
import type { AppContext } from '../../engine/context';
import { envelopeSchema, errorSchema, idParamsSchema, notFound, ok } from '../../lib/envelope';
import { cedula } from '../../officers/exportColumns';
import { summaryColumns, type OfficerSummary } from '../../officers/search';
import { RRHH_ACCESS, RRHH_TAGS as tags } from './access';

/** What the code says: who the officer is, readable by any phone without the system. */
export function qrText(o: OfficerSummary): string {
  const name = [o.firstName, o.secondName, o.firstLastname, o.secondLastname].filter(Boolean).join(' ');
  return [
    `Funcionario: ${name}`,
    `Cédula: ${cedula(o.identification)}`,
    `Código: ${o.codeRrhh ?? 'N/A'}`,
    `Tipo de Personal: ${labelOf(TYPE_REGISTER, o.typeRegister)}`,
    ...(o.range ? [`Rango: ${labelOf(RANGE, o.range)}`] : []),
    `Estado: ${labelOf(STATUS_IN, o.statusIn)}`,
  ].join('\n');
}

export function registerQrRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { id: number } }>('/api/rrhh/qr/generate/:id', {
    config: { access: RRHH_ACCESS.query },
    schema: {
      tags,
      summary: 'Genera el código QR del funcionario (data: imagen PNG como data URL; contiene nombre, cédula, código, tipo, rango y estado)',
      params: idParamsSchema,
      response: { 200: envelopeSchema({ type: 'string' }), 404: errorSchema },
    },
  }, async (request) => {
    const [officer] = await ctx.db.select(summaryColumns).from(officers).where(eq(officers.id, request.params.id)).limit(1);
    if (!officer) throw notFound(A.officerNotFound);
    const image = await QRCode.toDataURL(qrText(officer), { errorCorrectionLevel: 'M', margin: 2, width: 320, type: 'image/png' });
    return ok(image, { message: A.qrGenerated });
  });
}
