/**
 * The professional item modal (RRHH §2.1, §3.5, §5.1): add mode, or edit mode when a
 * row is chosen. Validated with professionalItemSchema (type, title and institution
 * required, with the spec's messages); the accepted item is the schema's clean value.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, useMediaQuery, type Theme } from '@mui/material';
import { useId } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { preventEnterSubmit } from '../../../../src/components/preventEnterSubmit';
import { useCatalog } from '../../shared/catalogs';
import { professionalItemSchema } from '../../validation';
import type { Key, ProfessionalItem } from '../formValues';
import { FormSelect } from '../inputs/FormSelect';
import { FormSwitch } from '../inputs/FormSwitch';
import { FormText } from '../inputs/FormText';

interface ProfessionalValues {
  id?: number | null;
  url?: string | null;
  type: Key;
  title: string;
  mention: string;
  institution: string;
  typeDuration: Key;
  duration: string;
  dateIn: string;
  dateOut: string;
  dateGraduation: string;
  isCivil: boolean;
  isPublic: boolean;
}

const s = (value: string | null | undefined) => value ?? '';

function valuesOf(item: ProfessionalItem | null): ProfessionalValues {
  return {
    id: item?.id,
    url: item?.url,
    type: item?.type ?? '',
    title: s(item?.title),
    mention: s(item?.mention),
    institution: s(item?.institution),
    typeDuration: item?.typeDuration ?? '',
    duration: item?.duration === null || item?.duration === undefined ? '' : String(item.duration),
    dateIn: s(item?.dateIn),
    dateOut: s(item?.dateOut),
    dateGraduation: s(item?.dateGraduation),
    isCivil: item?.isCivil ?? false,
    isPublic: item?.isPublic ?? false,
  };
}

const p = (name: string) => `app.officers.form.professional.fields.${name}`;
const resolver = yupResolver(professionalItemSchema) as unknown as Resolver<ProfessionalValues, unknown, ProfessionalItem>;

function ProfessionalForm({ item, onAccept, onClose, titleId }: { item: ProfessionalItem | null; onAccept: (item: ProfessionalItem) => void; onClose: () => void; titleId: string }) {
  const translate = useTranslate();
  const types = useCatalog('typeProfesionality');
  const durations = useCatalog('typeOfDuration');
  const form = useForm<ProfessionalValues, unknown, ProfessionalItem>({ resolver, defaultValues: valuesOf(item) });
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onKeyDown={preventEnterSubmit}
        onSubmit={(event) => {
          // The modal is rendered inside the officer form: its submit must not reach it.
          event.stopPropagation();
          void form.handleSubmit(onAccept)(event);
        }}
      >
        <DialogTitle id={titleId}>{translate(item ? 'app.officers.form.professional.editTitle' : 'app.officers.form.professional.addTitle')}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <FormSelect name="type" label={p('type')} options={types} required size={{ xs: 12, sm: 6 }} />
            <FormText name="title" label={p('title')} required size={{ xs: 12, sm: 6 }} />
            <FormText name="mention" label={p('mention')} size={{ xs: 12, sm: 6 }} />
            <FormText name="institution" label={p('institution')} required size={{ xs: 12, sm: 6 }} />
            <FormSelect name="typeDuration" label={p('typeDuration')} options={durations} size={{ xs: 6 }} />
            <FormText name="duration" label={p('duration')} type="number" size={{ xs: 6 }} />
            <FormText name="dateIn" label={p('dateIn')} type="date" size={{ xs: 12, sm: 4 }} />
            <FormText name="dateOut" label={p('dateOut')} type="date" size={{ xs: 12, sm: 4 }} />
            <FormText name="dateGraduation" label={p('dateGraduation')} type="date" size={{ xs: 12, sm: 4 }} />
            <FormSwitch name="isCivil" label={p('isCivil')} size={{ xs: 12, sm: 6 }} />
            <FormSwitch name="isPublic" label={p('isPublic')} size={{ xs: 12, sm: 6 }} />
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate(item ? 'app.officers.form.professional.confirmEdit' : 'app.officers.form.professional.confirmAdd')}
          </Button>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}

export interface ProfessionalDialogProps {
  open: boolean;
  /** The row being edited; null in add mode. */
  item: ProfessionalItem | null;
  onAccept: (item: ProfessionalItem) => void;
  onClose: () => void;
}

export function ProfessionalDialog({ open, item, onAccept, onClose }: ProfessionalDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      {open && <ProfessionalForm item={item} onAccept={onAccept} onClose={onClose} titleId={titleId} />}
    </Dialog>
  );
}
