/** 'Carga Familiar': the family members with the columns of the form's table (RRHH §2.1, §3.4). */
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OfficerRecord } from '../api';
import { formatDate, formatIdentification, fullName } from '../shared/format';
import { EmptyText, Field, FieldGrid, ItemTitle, ScrollList, ScrollListItem, ViewCard } from './ViewCard';
import { useViewFormat } from './useViewFormat';

const F = 'app.officers.detail.fields';

export function FamilyCard({ officer }: { officer: OfficerRecord }) {
  const translate = useTranslate();
  const format = useViewFormat();
  return (
    <ViewCard title="app.officers.detail.cards.family" icon={<FamilyRestroomIcon />} testId="card-family">
      {officer.family.length === 0 ? (
        <EmptyText text="app.officers.detail.values.noFamily" />
      ) : (
        <ScrollList label="app.officers.detail.cards.family">
          {officer.family.map((member) => (
            <ScrollListItem key={member.id}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <ItemTitle>{fullName(member)}</ItemTitle>
                <Chip size="small" color="primary" variant="outlined" label={format.label('parentage', member.parentage)} />
              </Stack>
              <FieldGrid columns={3}>
                <Field label={`${F}.identification`}>{formatIdentification(member.identification)}</Field>
                <Field label={`${F}.gender`}>{format.label('gender', member.gender)}</Field>
                <Field label={`${F}.dateBirth`}>{`${formatDate(member.dateBirth)} (${format.age(member.dateBirth)})`}</Field>
                <Field label={`${F}.civilState`}>{format.label('civilState', member.civilState)}</Field>
                <Field label={`${F}.profession`}>{member.profesionality || member.occupation}</Field>
                <Field label={`${F}.officerOrCivil`}>{translate(member.isCivil ? 'app.officers.detail.values.civil' : 'app.officers.detail.values.officer')}</Field>
                <Field label={`${F}.bloodType`}>{format.label('bloodType', member.bloodType)}</Field>
                <Field label={`${F}.phone`}>{member.phone}</Field>
                <Field label={`${F}.hasJob`}>{format.yesNo(member.hasJob)}</Field>
              </FieldGrid>
            </ScrollListItem>
          ))}
        </ScrollList>
      )}
    </ViewCard>
  );
}
