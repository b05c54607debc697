/**
 * The integral report (RRHH §7.4): the officer's whole record on paper: photo, personal
 * and institutional data with the chosen position, addresses, service time, assigned
 * assets, family and professional aspects. Work time and assets are optional: when their
 * lookups failed (null) their sections are left out.
 */
import type { JpegImage } from '../../../src/pdf/images';
import { OfficialDocument, type FieldItem } from '../../../src/pdf/officialDocument';
import { INSTITUTION } from '../../../src/pdf/institution';
import type { OrganisationItem } from '../api';
import type { AssignedAssets, WorkTime } from '../dialogs/recordsApi';
import { ageOn } from '../validation';
import type { DocumentBase } from './documentData';
import { DOCUMENT_LABELS } from './documentTypes';
import { daysText, formatDate, formatIdentification, labelsOf, officerName, serviceTimeText } from './pdfText';

export interface IntegralReportInput extends DocumentBase {
  position: OrganisationItem | null;
  photo: JpegImage | null;
  workTime: WorkTime | null;
  assets: AssignedAssets | null;
}

const PHOTO_W = 32;
const PHOTO_H = 40;

function workTimeSection(doc: OfficialDocument, workTime: WorkTime) {
  doc.heading('Tiempo de servicio');
  doc.fields(
    [
      { label: 'Período de cálculo', value: workTime.calculationPeriod ? `${formatDate(workTime.calculationPeriod.start)} al ${formatDate(workTime.calculationPeriod.end)}` : 'N/A' },
      { label: 'Tiempo total', value: serviceTimeText(workTime.totalWorkYears, workTime.totalWorkMonths, workTime.totalWorkDaysRemaining) },
      { label: 'Total de días', value: daysText(workTime.totalWorkTime) },
      { label: 'Días de vacaciones', value: daysText(workTime.vacationDays) },
    ],
    { columns: 4 },
  );
  doc.table(
    [{ header: 'N.º', width: 0.08, align: 'center' }, { header: 'Desde', width: 0.22 }, { header: 'Hasta', width: 0.22 }, { header: 'Duración', width: 0.48 }],
    workTime.workPeriods.map((p, i) => [String(i + 1), formatDate(p.start), formatDate(p.end), p.years !== undefined && p.months !== undefined && p.days !== undefined ? serviceTimeText(p.years, p.months, p.days) : 'N/A']),
    'Sin períodos de trabajo registrados',
  );
}

function assetsSection(doc: OfficialDocument, assets: AssignedAssets) {
  doc.heading('Bienes asignados');
  doc.subheading('Armas');
  doc.table([{ header: 'Marca', width: 0.34 }, { header: 'Modelo', width: 0.33 }, { header: 'Serial', width: 0.33 }], assets.gun.map((g) => [g.brand ?? '', g.model ?? '', g.serial ?? '']), 'Sin armas asignadas');
  doc.subheading('Vehículos');
  doc.table([{ header: 'Marca', width: 0.34 }, { header: 'Modelo', width: 0.33 }, { header: 'Placa', width: 0.33 }], assets.vehicle.map((v) => [v.brand ?? '', v.model ?? '', v.plate ?? '']), 'Sin vehículos asignados');
}

export function buildIntegralReport(input: IntegralReportInput): Blob {
  const { officer, verification, catalogs, position, photo, workTime, assets, issuedBy } = input;
  const doc = new OfficialDocument({ format: 'letter', title: DOCUMENT_LABELS.reporte_integral, verificationUrl: verification.url, qrDataUrl: verification.qrDataUrl, code: verification.code, issuedAt: verification.issuedAt });
  const label = catalogs.label;
  doc.title('REPORTE INTEGRAL DEL FUNCIONARIO', `${officerName(officer)} · ${formatIdentification(officer.identification)} · Emitido el ${formatDate(verification.issuedAt)}`);

  doc.heading('Datos personales');
  const photoTop = doc.y;
  const photoX = doc.left + doc.width - PHOTO_W;
  if (photo) {
    // Fitted inside the frame, keeping the photo's proportions.
    const scale = Math.min(PHOTO_W / photo.width, PHOTO_H / photo.height);
    const w = photo.width * scale;
    const h = photo.height * scale;
    doc.framedImage(photo.dataUrl, photoX + (PHOTO_W - w) / 2, photoTop + (PHOTO_H - h) / 2, w, h);
  } else {
    doc.pdf.setDrawColor(190, 190, 190);
    doc.pdf.rect(photoX, photoTop, PHOTO_W, PHOTO_H, 'S');
    doc.pdf.setFontSize(8);
    doc.pdf.setTextColor(120, 120, 120);
    doc.pdf.text('Sin fotografía', photoX + PHOTO_W / 2, photoTop + PHOTO_H / 2, { align: 'center' });
  }
  const personal: FieldItem[] = [
    { label: 'Nombres', value: [officer.firstName, officer.secondName].filter(Boolean).join(' ') },
    { label: 'Apellidos', value: [officer.firstLastname, officer.secondLastname].filter(Boolean).join(' ') },
    { label: 'Cédula de identidad', value: formatIdentification(officer.identification) },
    { label: 'RIF', value: officer.rif ?? '' },
    { label: 'Fecha de nacimiento', value: officer.dateBirth ? `${formatDate(officer.dateBirth)} (${ageOn(officer.dateBirth)} años)` : '' },
    { label: 'Sexo', value: label('gender', officer.gender) },
    { label: 'Estado civil', value: label('civilState', officer.civilState) },
    { label: 'Tipo de sangre', value: label('bloodType', officer.bloodType) },
    { label: 'Lugar de nacimiento', value: [officer.municipalityBirth, catalogs.stateName(officer.stateBirth)].filter((v) => v && v !== 'N/A').join(', ') },
    { label: 'Teléfonos', value: [...(officer.phone ?? []), officer.homePhone].filter(Boolean).join(' / ') },
    { label: 'Correo electrónico', value: officer.email ?? '', wide: true },
  ];
  doc.fields(personal, { columns: 2, areaWidth: doc.width - PHOTO_W - 6 });
  doc.y = Math.max(doc.y, photoTop + PHOTO_H + 4);

  doc.heading('Datos institucionales');
  doc.fields([
    { label: 'Tipo de personal', value: label('typeRegister', officer.typeRegister) },
    { label: 'Estado del registro', value: label('statusIn', officer.statusIn) },
    { label: 'Condición', value: label('condition', officer.condition) },
    { label: 'Código del funcionario', value: officer.codeRrhh ?? '' },
    { label: 'Código actual', value: officer.iapmchCode ?? '' },
    { label: 'Código de nómina', value: officer.payrollCode ?? '' },
    { label: 'Rango', value: label('range', officer.range) },
    { label: 'Cargo', value: position?.label ?? 'Sin cargo' },
    { label: 'Fecha de ingreso', value: formatDate(officer.dateIn) },
    { label: 'Credencial única', value: officer.uniqueCredential ?? '' },
    { label: 'Institución de origen', value: officer.originInstitution ?? '' },
    { label: 'Último ascenso', value: formatDate(officer.dateOfLastPromotion) },
    { label: 'Dependencias', value: labelsOf(officer.dependencies), wide: true },
    { label: 'Sub-dependencias', value: labelsOf(officer.subDependencies), wide: true },
  ]);

  doc.heading('Dirección de habitación');
  doc.fields(
    (officer.address ?? []).map((a, i) => ({
      label: i === 0 ? 'Dirección principal' : 'Dirección secundaria',
      value: [a.addressName, a.parish, a.municipality, catalogs.stateName(a.state)].filter((v) => v && v !== 'N/A').join(', '),
      wide: true,
    })),
  );

  if (workTime) workTimeSection(doc, workTime);
  if (assets) assetsSection(doc, assets);

  doc.heading('Carga familiar');
  doc.table(
    [{ header: 'Parentesco', width: 0.2 }, { header: 'Nombre completo', width: 0.4 }, { header: 'Cédula', width: 0.2 }, { header: 'Fecha de nacimiento', width: 0.2 }],
    (officer.family ?? []).map((f) => [label('parentage', f.parentage), [f.firstName, f.secondName, f.firstLastname, f.secondLastname].filter(Boolean).join(' '), formatIdentification(f.identification), formatDate(f.dateBirth)]),
    'Sin carga familiar registrada',
  );

  doc.heading('Aspectos profesionales');
  doc.table(
    [{ header: 'Grado de instrucción', width: 0.22 }, { header: 'Título', width: 0.3 }, { header: 'Institución', width: 0.3 }, { header: 'Graduación', width: 0.18 }],
    (officer.profesionality ?? []).map((p) => [label('typeProfesionality', p.type), p.title, p.institution, formatDate(p.dateGraduation)]),
    'Sin aspectos profesionales registrados',
  );

  doc.signatures([{ title: 'Elaborado por', subtitle: issuedBy }, { title: INSTITUTION.signatory, subtitle: INSTITUTION.name }]);
  return doc.finish();
}
