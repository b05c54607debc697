/**
 * 'Datos Vinculantes' (RRHH §2.1 binding tab): licenses, languages, councils, missions,
 * housing and last job. The spec's card list does not name it; the "full officer view"
 * would be incomplete without it, so it is a card of its own.
 */
import HandshakeIcon from '@mui/icons-material/Handshake';
import { useTranslate } from 'react-admin';
import type { OfficerRecord } from '../api';
import { ChipList, Field, FieldGrid, ViewCard } from './ViewCard';
import { useViewFormat } from './useViewFormat';

const F = 'app.officers.detail.fields';

export function BindingDataCard({ officer }: { officer: OfficerRecord }) {
  const translate = useTranslate();
  const format = useViewFormat();
  const licenses = (officer.license ?? []).map((l) =>
    translate('app.officers.detail.values.licenseItem', { number: l.numberOfLicense, grade: format.label('licenseGrade', l.licenseGrade) }),
  );
  return (
    <ViewCard title="app.officers.detail.cards.binding" icon={<HandshakeIcon />} testId="card-binding">
      <FieldGrid columns={3}>
        <Field label={`${F}.licenses`} wide><ChipList items={licenses} /></Field>
        <Field label={`${F}.languages`}><ChipList items={officer.haveAnotherLanguage ? (officer.language ?? []) : []} /></Field>
        <Field label={`${F}.councils`}><ChipList items={officer.isCommunityCouncil ? (officer.wichCommunityCouncil ?? []) : []} /></Field>
        <Field label={`${F}.missions`}><ChipList items={officer.isInNacionalMission ? (officer.wichMission ?? []) : []} /></Field>
        <Field label={`${F}.housing`}>{officer.haveHoused ? format.label('housingType', officer.housingType) : format.yesNo(false)}</Field>
        <Field label={`${F}.electoralRegister`}>{format.yesNo(officer.haveElectoralRegister)}</Field>
        <Field label={`${F}.liveWithParent`}>{format.yesNo(officer.isLiveWithParent)}</Field>
        <Field label={`${F}.lastJob`}>{officer.lastJob}</Field>
        <Field label={`${F}.yearJob`}>{officer.lastJob || officer.yearJob ? format.years(officer.yearJob) : null}</Field>
      </FieldGrid>
    </ViewCard>
  );
}
