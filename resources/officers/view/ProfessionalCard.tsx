/** 'Aspectos Profesionales': the studies, highest level first (RRHH §3.5). */
import SchoolIcon from '@mui/icons-material/School';
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OfficerRecord } from '../api';
import { formatDate } from '../shared/format';
import { EmptyText, Field, FieldGrid, ItemTitle, ScrollList, ScrollListItem, ViewCard } from './ViewCard';
import { useViewFormat } from './useViewFormat';

const F = 'app.officers.detail.fields';
const V = 'app.officers.detail.values';

export function ProfessionalCard({ officer }: { officer: OfficerRecord }) {
  const translate = useTranslate();
  const format = useViewFormat();
  const items = [...officer.profesionality].sort((a, b) => (Number(b.type) || 0) - (Number(a.type) || 0));
  return (
    <ViewCard title="app.officers.detail.cards.professional" icon={<SchoolIcon />} testId="card-professional">
      {items.length === 0 ? (
        <EmptyText text={`${V}.noProfessional`} />
      ) : (
        <ScrollList label="app.officers.detail.cards.professional">
          {items.map((item) => (
            <ScrollListItem key={item.id}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <ItemTitle>{item.title}</ItemTitle>
                <Chip size="small" color="primary" variant="outlined" label={format.label('typeProfesionality', item.type)} />
              </Stack>
              <FieldGrid columns={3}>
                <Field label={`${F}.institution`}>{item.institution}</Field>
                <Field label={`${F}.mention`}>{item.mention}</Field>
                <Field label={`${F}.period`}>{item.dateIn || item.dateOut ? `${formatDate(item.dateIn)} – ${formatDate(item.dateOut)}` : null}</Field>
                <Field label={`${F}.graduation`}>{formatDate(item.dateGraduation)}</Field>
                <Field label={`${F}.duration`}>{item.duration ? `${item.duration} ${format.label('typeOfDuration', item.typeDuration).toLowerCase()}` : null}</Field>
                <Field label={`${F}.studyKind`}>{translate(item.isCivil ? `${V}.civil` : `${V}.policeStudy`)}</Field>
                <Field label={`${F}.institutionKind`}>{translate(item.isPublic ? `${V}.public` : `${V}.private`)}</Field>
              </FieldGrid>
            </ScrollListItem>
          ))}
        </ScrollList>
      )}
    </ViewCard>
  );
}
