/**
 * The three officer documents as built (RRHH §7.4, §9), read back with pdftotext: the
 * certificate on LETTER with the city Chacao, its wording for an active officer and for
 * one who left; the integral report with and without the optional parts; the ex-officer
 * record with its egreso and disciplinary cases; page numbers and the verification
 * address on every page.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfficerRecord } from '../../resources/officers/api';
import type { DepartureEntry, WorkTime } from '../../resources/officers/dialogs/recordsApi';
import type { DocumentBase } from '../../resources/officers/pdf/documentData';
import { buildExOfficerRecord } from '../../resources/officers/pdf/exOfficerRecordPdf';
import { buildIntegralReport } from '../../resources/officers/pdf/integralReportPdf';
import { buildWorkCertificate } from '../../resources/officers/pdf/workCertificatePdf';
import { labelOf } from '../../server/catalogues/labelOf';
import { buildDataInit } from '../../server/catalogues';
import type { Catalog } from '../../server/catalogues/types';

const OUT = resolve('.tmp/unit-officer-documents');
const dataInit = buildDataInit('1');
const catalogs = {
  label: (list: string, key: number | string | null | undefined) => labelOf((dataInit.rrhh as Record<string, Catalog>)[list], key),
  stateName: (id: number | null | undefined) => dataInit.states.find((s) => s.id_estado === Number(id))?.estado ?? 'N/A',
};

const officer = {
  id: 41, identification: 14567890, firstName: 'María', secondName: 'Fernanda', firstLastname: 'Guzmán', secondLastname: 'Rivas', gender: 2,
  typeRegister: 1, statusIn: 2, condition: 1, range: 3, dateIn: '2012-03-05', dateBirth: '1985-09-14', rif: 'V145678901', civilState: 1, bloodType: 1,
  email: 'maria.guzman@policia.gob.ve', phone: ['04141234567'], homePhone: null, municipalityBirth: 'Chacao', stateBirth: 14,
  codeRrhh: '000041', iapmchCode: 'PN-2041', payrollCode: 'N-1041', uniqueCredential: 'CU-7788', originInstitution: null, dateOfLastPromotion: '2020-07-01',
  dependencies: [{ value: 1, label: 'Dirección General' }], subDependencies: [], positions: [{ value: 2, label: 'Analista' }, { value: 3, label: 'Jefe de Grupo' }],
  address: [{ addressName: 'Urbanización El Rosal, calle Sorocaima', state: 14, municipality: 'Chacao', parish: 'El Rosal' }],
  family: [], profesionality: [], images: [], documents: [],
} as unknown as OfficerRecord;

const workTime: WorkTime = {
  totalWorkYears: 14, totalWorkMonths: 8, totalWorkDaysRemaining: 17, totalWorkTime: 5375, vacationDays: 18,
  calculationPeriod: { start: '2012-03-05', end: '2026-11-22' }, workPeriods: [{ start: '2012-03-05', end: '2026-11-22', years: 14, months: 8, days: 17 }],
};

let base: DocumentBase;
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  const url = 'https://personal.policia.gob.ve/verify/1f-abcdefghijklmnopqrstuv';
  base = { officer, catalogs, issuedBy: 'Marta González', verification: { code: '1f-abcdefghijklmnopqrstuv', url, qrDataUrl: await QRCode.toDataURL(url), issuedAt: new Date(2026, 10, 21, 9, 30) } };
});

async function read(name: string, blob: Blob): Promise<{ text: string; info: string }> {
  const path = join(OUT, name);
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  return { text: execFileSync('pdftotext', [path, '-']).toString().replace(/\s+/g, ' '), info: execFileSync('pdfinfo', [path]).toString() };
}

describe('work certificate', () => {
  it('is a LETTER page issued in Chacao naming the officer, cédula, entry date, chosen position and rank', async () => {
    const { text, info } = await read('constancia.pdf', buildWorkCertificate({ ...base, position: { value: 3, label: 'Jefe de Grupo' }, lastDeparture: null }));
    expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    expect(info).toMatch(/Pages:\s+1\b/);
    for (const expected of [
      'CONSTANCIA DE TRABAJO', 'la ciudadana MARÍA FERNANDA GUZMÁN RIVAS', 'V-14567890', 'presta sus servicios en esta institución desde el 05 de marzo de 2012',
      'como personal policial', 'desempeñando el cargo de JEFE DE GRUPO', 'con el rango de Oficial Jefe', 'adscrita a Dirección General',
      'en Chacao, a los 21 días del mes de noviembre de 2026', 'Director(a) de Recursos Humanos', base.verification.url, 'Página 1 de 1',
    ]) expect(text, expected).toContain(expected);
  });

  it('says until when for an officer who left, and omits the position when generated without one', async () => {
    const departure: DepartureEntry = { id: 1, dateOut: '2025-02-05', dateIn: null, condition: 2, comment: 'Jubilación', status: 2, dependencies: [{ value: 1, label: 'Dirección General' }] };
    const { text } = await read('constancia_egresado.pdf', buildWorkCertificate({ ...base, officer: { ...officer, condition: 2, dependencies: [], positions: [] }, position: null, lastDeparture: departure }));
    expect(text).toContain('prestó sus servicios en esta institución desde el 05 de marzo de 2012 hasta el 05 de febrero de 2025');
    expect(text).toContain('adscrita a Dirección General');
    expect(text).not.toContain('cargo de');
  });
});

describe('integral report', () => {
  it('carries the personal and institutional data, work time and assets', async () => {
    const assets = { gun: [{ brand: 'Glock', model: '17', serial: 'GLK-0042' }], vehicle: [] };
    const { text } = await read('reporte_integral.pdf', buildIntegralReport({ ...base, position: { value: 2, label: 'Analista' }, photo: null, workTime, assets }));
    for (const expected of ['REPORTE INTEGRAL DEL FUNCIONARIO', 'DATOS PERSONALES', 'V-14567890', 'Femenino', 'DATOS INSTITUCIONALES', 'Analista', 'TIEMPO DE SERVICIO', '14 años, 8 meses, 17 días', '18 días', 'BIENES ASIGNADOS', 'GLK-0042', 'Sin vehículos asignados', 'Sin carga familiar registrada', 'Elaborado por', 'Marta González']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Página 1 de \d/);
  });

  it('is produced without work time and assets when their lookups failed', async () => {
    const { text } = await read('reporte_integral_sin_extras.pdf', buildIntegralReport({ ...base, position: null, photo: null, workTime: null, assets: null }));
    expect(text).toContain('DATOS INSTITUCIONALES');
    expect(text).toContain('Sin cargo');
    expect(text).not.toContain('TIEMPO DE SERVICIO');
    expect(text).not.toContain('BIENES ASIGNADOS');
  });
});

describe('ex-officer record', () => {
  it('shows the last approved egreso, the antecedentes and the disciplinary cases', async () => {
    const departures: DepartureEntry[] = [
      { id: 9, dateOut: '2025-02-05', dateIn: null, condition: 2, comment: 'Jubilación por años de servicio', status: 2, positions: [{ value: 2, label: 'Analista' }], dependencies: [{ value: 1, label: 'Dirección General' }] },
    ];
    const cases = [{ id: 1, dateInit: '2019-06-10', numberOfCase: 'ICAP-2019-031', detective: 'Insp. Rojas', fault: 'Retardo reiterado', decision: 1 }];
    const { text } = await read('registro_ex_funcionario.pdf', buildExOfficerRecord({ ...base, officer: { ...officer, condition: 2 }, reentries: [], departures, cases, workTime: null }));
    for (const expected of ['REGISTRO DEL EX-FUNCIONARIO', 'DATOS DEL EGRESO', '05/02/2025', 'Jubilado', 'Jubilación por años de servicio', 'Analista', 'CASOS DISCIPLINARIOS', 'ICAP-2019-031', 'Insp. Rojas', 'Retardo reiterado', 'Aprobado']) {
      expect(text, expected).toContain(expected);
    }
    const none = await read('registro_sin_casos.pdf', buildExOfficerRecord({ ...base, reentries: [], departures: [], cases: [], workTime: null }));
    expect(none.text).toContain('Sin casos disciplinarios registrados');
    expect(none.text).toContain('Sin egreso aprobado registrado');
  });
});
