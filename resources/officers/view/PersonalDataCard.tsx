/** 'Datos Personales': identity, codes, birth, civil data, grade, entry and the organisation items (RRHH §2.1, §3.1). */
import BadgeIcon from '@mui/icons-material/Badge';
import type { OfficerRecord, OrganisationItem } from '../api';
import { formatDate, formatIdentification, fullName } from '../shared/format';
import { useGeography } from '../shared/catalogs';
import { ChipList, Field, FieldGrid, ViewCard } from './ViewCard';
import { useViewFormat } from './useViewFormat';

const F = 'app.officers.detail.fields';

const labels = (items: readonly OrganisationItem[] | null | undefined) => (items ?? []).map((item) => item.label || String(item.value));

export function PersonalDataCard({ officer }: { officer: OfficerRecord }) {
  const format = useViewFormat();
  const { stateName } = useGeography();
  const birthPlace = [officer.parishBirth, officer.municipalityBirth, officer.stateBirth ? stateName(officer.stateBirth) : null].filter(Boolean).join(', ');
  return (
    <ViewCard title="app.officers.detail.cards.personal" icon={<BadgeIcon />} testId="card-personal">
      <FieldGrid columns={3}>
        <Field label={`${F}.fullName`} wide>{fullName(officer)}</Field>
        <Field label={`${F}.identification`}>{formatIdentification(officer.identification)}</Field>
        <Field label={`${F}.codeRrhh`}>{officer.codeRrhh}</Field>
        <Field label={`${F}.iapmchCode`}>{officer.iapmchCode}</Field>
        <Field label={`${F}.payrollCode`}>{officer.payrollCode}</Field>
        <Field label={`${F}.gender`}>{format.label('gender', officer.gender)}</Field>
        <Field label={`${F}.civilState`}>{format.label('civilState', officer.civilState)}</Field>
        <Field label={`${F}.dateBirth`}>{formatDate(officer.dateBirth)}</Field>
        <Field label={`${F}.age`}>{format.age(officer.dateBirth)}</Field>
        <Field label={`${F}.bloodType`}>{format.label('bloodType', officer.bloodType)}</Field>
        <Field label={`${F}.birthPlace`} wide>{birthPlace}</Field>
        <Field label={`${F}.rif`}>{officer.rif}</Field>
        <Field label={`${F}.patria`}>{officer.patria}</Field>
        <Field label={`${F}.patriaTwo`}>{officer.patriaTwo}</Field>
        <Field label={`${F}.accountBank`}>{officer.accountBank}</Field>
        <Field label={`${F}.grade`}>{format.label('typeProfesionality', officer.grade)}</Field>
        <Field label={`${F}.dateIn`}>{formatDate(officer.dateIn)}</Field>
        <Field label={`${F}.previousWork`} wide>{format.span(officer.previousWorkYears ?? 0, officer.previousWorkMonths ?? 0, officer.previousWorkDays ?? 0)}</Field>
        <Field label={`${F}.dependencies`} wide><ChipList items={labels(officer.dependencies)} /></Field>
        <Field label={`${F}.subDependencies`} wide><ChipList items={labels(officer.subDependencies)} /></Field>
        <Field label={`${F}.positions`} wide><ChipList items={labels(officer.positions)} /></Field>
      </FieldGrid>
    </ViewCard>
  );
}
