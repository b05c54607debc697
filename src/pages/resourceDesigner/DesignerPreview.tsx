/**
 * The designer's live preview: the list as users will see it (its search, filters,
 * buttons and columns, over a few example rows) and the real generated form, whose
 * 'Probar validación' runs the same rules and Spanish messages the server will apply.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, MenuItem, Paper, Tab, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tabs, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/engine/types';
import { declaredDefaults } from '../../../resources/engine/formValues';
import { DeclaredInputs } from '../../../resources/engine/DeclaredInputs';
import { buildValidationSchema } from '../../../resources/engine/validation';
import { formFields } from '../../../resources/engine/views/DeclaredList';

const D = 'app.designer.designer';

/** An example value of a field for the i-th row, as a list cell shows it. */
function exampleOf(field: FieldDeclaration, i: number): string {
  switch (field.type) {
    case 'integer': return String(10 * (i + 1) + i);
    case 'decimal': return `${12 + i},${5 * (i + 1)}`;
    case 'boolean': return i % 2 ? 'No' : 'Sí';
    case 'date': return `${String(10 + i).padStart(2, '0')}/0${i + 3}/2026`;
    case 'email': return `usuario${i + 1}@policia.gob.ve`;
    case 'catalog': return `${field.label} ${i + 1}`;
    case 'reference': return `${field.label} ${i + 1}`;
    case 'textList': return 'uno, dos';
    default: return `${field.label} ${i + 1}`;
  }
}

function ListPreview({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const columns = declaration.listFields ?? [];
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        {(declaration.searchFields?.length ?? 0) > 0 && <TextField size="small" placeholder={translate('ra.action.search')} disabled sx={{ minWidth: 200 }} />}
        {(declaration.filterFields ?? []).map((name) => (
          <TextField key={name} select size="small" label={declaration.fields[name].label} value="" disabled sx={{ minWidth: 140 }}><MenuItem value="" /></TextField>
        ))}
        <Box sx={{ flex: 1 }} />
        <Button size="small" variant="contained" startIcon={<AddIcon />} tabIndex={-1}>{translate('app.engine.create', { name: declaration.label.one })}</Button>
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={translate(`${D}.previewList`)}>
          <TableHead>
            <TableRow>{columns.map((name) => <TableCell key={name} sx={{ fontWeight: 600 }}>{declaration.fields[name].label}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {[0, 1, 2].map((i) => (
              <TableRow key={i}>
                {columns.map((name) => {
                  const field = declaration.fields[name];
                  const value = exampleOf(field, i);
                  return <TableCell key={name}>{field.type === 'boolean' ? <Chip size="small" label={value} color={value === 'Sí' ? 'success' : 'default'} variant="outlined" /> : value}</TableCell>;
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function FormPreview({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const resolver = useMemo(() => yupResolver(buildValidationSchema(declaration, 'create')) as unknown as Resolver, [declaration]);
  const form = useForm({ resolver, defaultValues: declaredDefaults(declaration) });
  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h4" sx={{ mb: 2 }}>{translate('app.engine.create', { name: declaration.label.one })}</Typography>
        <DeclaredInputs declaration={declaration} fields={formFields(declaration)} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button variant="outlined" onClick={() => void form.trigger()}>{translate(`${D}.tryValidation`)}</Button>
        </Box>
      </Paper>
    </FormProvider>
  );
}

export function DesignerPreview({ declaration, signature }: { declaration: ResourceDeclaration | null; signature: string }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<'list' | 'form'>('list');
  return (
    <Box component="section" aria-label={translate(`${D}.preview`)}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{translate(`${D}.preview`)}{declaration ? `: ${declaration.label.many || ''}` : ''}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(`${D}.previewHint`)}</Typography>
      <Tabs value={tab} onChange={(_e, next: 'list' | 'form') => setTab(next)} sx={{ mb: 2 }}>
        <Tab value="list" label={translate(`${D}.previewList`)} />
        <Tab value="form" label={translate(`${D}.previewForm`)} />
      </Tabs>
      {!declaration ? <Alert severity="info">{translate(`${D}.previewEmpty`)}</Alert>
        : tab === 'list' ? <ListPreview declaration={declaration} />
        // The form starts again when the definition changes (its rules are the resolver's).
        : <FormPreview key={signature} declaration={declaration} />}
    </Box>
  );
}
