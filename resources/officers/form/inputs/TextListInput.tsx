/**
 * A list of short free texts (languages, councils, missions, health items) with at most
 * `max` entries (RRHH §5.1, §5.3, §9): one input per entry, 'Agregar' disabled at the limit.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { MAX_LIST_ITEMS } from '../../validation';

export interface TextListInputProps {
  name: string;
  /** i18n key of one entry's label ('Idioma'). */
  itemLabel: string;
  max?: number;
}

export function TextListInput({ name, itemLabel, max = MAX_LIST_ITEMS }: TextListInputProps) {
  const translate = useTranslate();
  const { control, clearErrors } = useFormContext();
  const label = translate(itemLabel);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const items: string[] = Array.isArray(field.value) ? field.value : [];
        const change = (next: string[]) => {
          field.onChange(next);
          if (fieldState.error) clearErrors(name);
        };
        return (
          <Box>
            <Stack spacing={1}>
              {items.map((item, index) => (
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    value={item}
                    onChange={(event) => change(items.map((old, i) => (i === index ? event.target.value : old)))}
                    size="small"
                    fullWidth
                    label={translate('app.officers.form.list.item', { label, n: index + 1 })}
                  />
                  <IconButton
                    aria-label={translate('app.officers.form.list.remove', { label, n: index + 1 })}
                    onClick={() => change(items.filter((_, i) => i !== index))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
            {items.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('app.officers.form.list.empty')}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
              <Button size="small" startIcon={<AddIcon />} disabled={items.length >= max} onClick={() => change([...items, ''])}>
                {translate('app.officers.form.list.add', { label: label.toLowerCase() })}
              </Button>
              <Typography variant="caption" color="text.secondary">
                {translate('app.officers.form.list.limit', { max })}
              </Typography>
            </Stack>
            {fieldState.error && <FormHelperText error>{fieldState.error.message ?? Object.values(fieldState.error).map((e) => (e as { message?: string })?.message).find(Boolean)}</FormHelperText>}
          </Box>
        );
      }}
    />
  );
}
