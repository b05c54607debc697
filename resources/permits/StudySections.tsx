/**
 * The study permit's sections (spec 3 §4.6, §5.6): studies and study schedules, shown
 * only for type 3. Rows are added freely and removed while more than one remains.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Grid, IconButton, MenuItem, Paper, TextField, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TimeInput } from '../../src/components/dates/TimeInput';
import { emptySchedule, emptyStudy, type FormErrors, type PermitFormValues, type ScheduleRow, type StudyRow } from './formState';
import { PERMIT_LIMITS, SCHEDULE_TYPES, STUDY_TYPES } from './validation';

const F = 'app.permits.form';

interface Props { values: PermitFormValues; errors: FormErrors; onChange: (values: PermitFormValues) => void }

function RowFrame({ title, removeLabel, canRemove, onRemove, children }: { title: string; removeLabel: string; canRemove: boolean; onRemove: () => void; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5 }} role="group" aria-label={title}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2">{title}</Typography>
        {canRemove && (
          <Tooltip title={removeLabel}>
            <IconButton size="small" color="error" aria-label={removeLabel} onClick={onRemove}><DeleteIcon fontSize="small" /></IconButton>
          </Tooltip>
        )}
      </Box>
      {children}
    </Paper>
  );
}

export function StudySections({ values, errors, onChange }: Props) {
  const translate = useTranslate();
  const setStudy = (i: number, patch: Partial<StudyRow>) => onChange({ ...values, studies: values.studies.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const setSchedule = (i: number, patch: Partial<ScheduleRow>) => onChange({ ...values, schedules: values.schedules.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const err = (path: string) => ({ error: Boolean(errors[path]), helperText: errors[path] });
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>{translate(`${F}.studies`)}</Typography>
      {values.studies.map((study, i) => (
        <RowFrame key={i} title={translate(`${F}.studyN`, { n: i + 1 })} removeLabel={translate(`${F}.removeStudy`, { n: i + 1 })} canRemove={values.studies.length > 1} onRemove={() => onChange({ ...values, studies: values.studies.filter((_, j) => j !== i) })}>
          <Grid container spacing={1.5}>
            <Grid size={{ xs: 12, sm: 6 }}><TextField label={translate(`${F}.institution`)} value={study.institution} onChange={(e) => setStudy(i, { institution: e.target.value })} fullWidth size="small" required slotProps={{ htmlInput: { maxLength: PERMIT_LIMITS.institution } }} {...err(`studies.${i}.institution`)} /></Grid>
            <Grid size={{ xs: 12, sm: 6 }}><TextField label={translate(`${F}.career`)} value={study.career} onChange={(e) => setStudy(i, { career: e.target.value })} fullWidth size="small" required slotProps={{ htmlInput: { maxLength: PERMIT_LIMITS.career } }} {...err(`studies.${i}.career`)} /></Grid>
            <Grid size={{ xs: 12, sm: 4 }}><TextField label={translate(`${F}.lastLevelApproved`)} value={study.lastLevelApproved} onChange={(e) => setStudy(i, { lastLevelApproved: e.target.value })} fullWidth size="small" slotProps={{ htmlInput: { maxLength: PERMIT_LIMITS.lastLevelApproved } }} {...err(`studies.${i}.lastLevelApproved`)} /></Grid>
            <Grid size={{ xs: 12, sm: 4 }}><TextField label={translate(`${F}.lastLevelAverage`)} value={study.lastLevelAverage} onChange={(e) => setStudy(i, { lastLevelAverage: e.target.value })} fullWidth size="small" slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...err(`studies.${i}.lastLevelAverage`)} /></Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField select label={translate(`${F}.studyType`)} value={study.studyType} onChange={(e) => setStudy(i, { studyType: e.target.value })} fullWidth size="small" {...err(`studies.${i}.studyType`)}>
                <MenuItem value="">{translate(`${F}.none`)}</MenuItem>
                {STUDY_TYPES.map((t) => <MenuItem key={t} value={t}>{translate(`app.permits.studyTypes.${t}`)}</MenuItem>)}
              </TextField>
            </Grid>
          </Grid>
        </RowFrame>
      ))}
      <Button size="small" startIcon={<AddIcon />} disabled={values.studies.length >= PERMIT_LIMITS.studies} onClick={() => onChange({ ...values, studies: [...values.studies, emptyStudy()] })}>{translate(`${F}.addStudy`)}</Button>

      <Typography variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>{translate(`${F}.schedules`)}</Typography>
      {values.schedules.map((schedule, i) => (
        <RowFrame key={i} title={translate(`${F}.scheduleN`, { n: i + 1 })} removeLabel={translate(`${F}.removeSchedule`, { n: i + 1 })} canRemove={values.schedules.length > 1} onRemove={() => onChange({ ...values, schedules: values.schedules.filter((_, j) => j !== i) })}>
          <Grid container spacing={1.5}>
            <Grid size={{ xs: 12, sm: 3 }}>
              <TextField select label={translate(`${F}.dayOfWeek`)} value={schedule.dayOfWeek} onChange={(e) => setSchedule(i, { dayOfWeek: e.target.value })} fullWidth size="small" required {...err(`schedules.${i}.dayOfWeek`)}>
                {[1, 2, 3, 4, 5, 6, 7].map((d) => <MenuItem key={d} value={String(d)}>{translate(`app.permits.days.${d}`)}</MenuItem>)}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}><TimeInput label={translate(`${F}.timeFrom`)} value={schedule.timeFrom} onChange={(timeFrom) => setSchedule(i, { timeFrom })} fullWidth size="small" required {...err(`schedules.${i}.timeFrom`)} /></Grid>
            <Grid size={{ xs: 6, sm: 3 }}><TimeInput label={translate(`${F}.timeTo`)} value={schedule.timeTo} onChange={(timeTo) => setSchedule(i, { timeTo })} fullWidth size="small" required {...err(`schedules.${i}.timeTo`)} /></Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <TextField select label={translate(`${F}.scheduleType`)} value={schedule.scheduleType} onChange={(e) => setSchedule(i, { scheduleType: e.target.value })} fullWidth size="small" required {...err(`schedules.${i}.scheduleType`)}>
                {SCHEDULE_TYPES.map((t) => <MenuItem key={t} value={t}>{translate(`app.permits.scheduleTypes.${t}`)}</MenuItem>)}
              </TextField>
            </Grid>
          </Grid>
        </RowFrame>
      ))}
      <Button size="small" startIcon={<AddIcon />} disabled={values.schedules.length >= PERMIT_LIMITS.schedules} onClick={() => onChange({ ...values, schedules: [...values.schedules, emptySchedule()] })}>{translate(`${F}.addSchedule`)}</Button>
    </>
  );
}
