/**
 * The 'INFORME MÉDICO' of a typical report fits one Letter page, its rest period and
 * signatures included (issue 28: the second page held only those), and a long report
 * still flows onto a second one.
 */
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { MedicalReport } from '../../resources/medical/api';
import { buildMedicalReportPdf } from '../../resources/medical/pdf/medicalPdfs';

const report = (extra: Partial<MedicalReport> = {}): MedicalReport => ({
  id: 41, policeId: 7, doctorId: 3, version: 1, status: 2, currentStatus: 'Aprobado', statusNotes: 'Reposo avalado por el servicio médico', decidedBy: null,
  police: {
    id: 7, firstName: 'Rafael', secondName: 'Ramón', firstLastname: 'Navarro', secondLastname: 'Torres', identification: 6016827, range: 3, condition: 1,
    codeRrhh: 'RRHH-00123', positions: [], position: null, dependencies: [{ key: 1, label: 'Coordinación Policial Chacao' }], dependenceWork: null, email: null, phone: null, dateBirth: null,
  } as unknown as MedicalReport['police'],
  medical: { name: 'Daniela Medina Rojas', email: 'dmedina@policia.gob.ve' } as MedicalReport['medical'],
  diagnosis: 'Lumbalgia mecánica aguda por esfuerzo físico',
  paraclinicalExams: 'Radiografía de columna lumbosacra sin lesiones óseas',
  pharmacologicalTreatment: 'Ibuprofeno 400 mg cada 8 horas por 5 días; relajante muscular nocturno',
  recommendations: ['Reposo relativo en casa', 'Evitar cargar objetos pesados', 'Aplicar calor local dos veces al día'],
  restStartDate: '2026-07-14', restEndDate: '2026-07-20', restDays: 7, createdAt: '2026-07-14T13:30:00.000Z', updatedAt: '2026-07-14T13:30:00.000Z',
  ...extra,
});

async function pagesOf(r: MedicalReport): Promise<number> {
  const qrDataUrl = await QRCode.toDataURL('https://example.test/verificar/ABC123');
  const blob = buildMedicalReportPdf({ report: r, rank: 'Oficial Agregado', verification: { code: 'ABC123', url: 'https://example.test/verificar/ABC123', qrDataUrl, issuedAt: new Date('2026-07-15T10:00:00Z') } });
  const text = Buffer.from(await blob.arrayBuffer()).toString('latin1');
  return (text.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}

describe('INFORME MÉDICO pages', () => {
  it('a typical report is one page', async () => {
    expect(await pagesOf(report())).toBe(1);
  });

  it('a report with the longest texts flows onto more pages', async () => {
    const long = 'Texto clínico extenso para comprobar el salto de página del informe médico. '.repeat(13);
    expect(await pagesOf(report({ diagnosis: long, paraclinicalExams: long, pharmacologicalTreatment: long, recommendations: Array.from({ length: 10 }, () => long.slice(0, 480)) }))).toBeGreaterThan(1);
  });
});
