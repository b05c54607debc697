/**
 * The read-only computed fields of the personal tab (RRHH §2.1, §3.5, §9): the grade is
 * the key of the highest professional type among the education items, shown with its
 * label; the age is in completed years from the birth date ('N años').
 */
import { Grid, TextField } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useRrhhLabel } from '../../shared/catalogs';
import { ageOn, gradeOf } from '../../validation';
import type { ProfessionalItem } from '../formValues';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function ComputedFields() {
  const translate = useTranslate();
  const label = useRrhhLabel();
  const { control } = useFormContext();
  const [items, dateBirth] = useWatch({ control, name: ['profesionality', 'dateBirth'] }) as [ProfessionalItem[], string];
  const grade = gradeOf(items ?? []);
  const age = ISO_DATE.test(dateBirth ?? '') ? ageOn(dateBirth) : null;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 8 }}>
        <TextField
          fullWidth
          size="small"
          label={translate('app.officers.form.fields.grade')}
          value={grade > 0 ? label('typeProfesionality', grade) : translate('app.officers.form.fields.gradeNone')}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText=" "
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          fullWidth
          size="small"
          label={translate('app.officers.form.fields.age')}
          value={age !== null && age >= 0 ? translate('app.officers.form.fields.ageValue', { smart_count: age }) : translate('app.officers.form.fields.ageUnknown')}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText=" "
        />
      </Grid>
    </>
  );
}
