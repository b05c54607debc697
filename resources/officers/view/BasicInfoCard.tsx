/** 'Información Básica': status badge, condition, type of personnel and record dates (RRHH §2.3, §3.12). */
import InfoIcon from '@mui/icons-material/Info';
import type { OfficerRecord } from '../api';
import { formatDate } from '../shared/format';
import { StatusBadge } from '../shared/StatusBadge';
import { Field, FieldGrid, ViewCard } from './ViewCard';
import { useViewFormat } from './useViewFormat';

const F = 'app.officers.detail.fields';
const DATE_TIME = "dd/MM/yyyy HH:mm";

export function BasicInfoCard({ officer }: { officer: OfficerRecord }) {
  const format = useViewFormat();
  return (
    <ViewCard title="app.officers.detail.cards.basic" icon={<InfoIcon />} testId="card-basic">
      <FieldGrid>
        <Field label={`${F}.status`}><StatusBadge label={format.label('statusIn', officer.statusIn)} /></Field>
        <Field label={`${F}.condition`}>{format.label('condition', officer.condition)}</Field>
        <Field label={`${F}.typeRegister`} wide>{format.label('typeRegister', officer.typeRegister)}</Field>
        {officer.motive && <Field label={`${F}.motive`} wide>{officer.motive}</Field>}
        {officer.statusDate && <Field label={`${F}.statusDate`}>{formatDate(officer.statusDate, DATE_TIME)}</Field>}
        <Field label={`${F}.createdAt`}>{formatDate(officer.createdAt, DATE_TIME)}</Field>
        <Field label={`${F}.updatedAt`}>{formatDate(officer.updatedAt, DATE_TIME)}</Field>
      </FieldGrid>
    </ViewCard>
  );
}
