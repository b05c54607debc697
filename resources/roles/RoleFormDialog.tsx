/**
 * 'Nuevo Rol' / 'Editar Rol' (spec 1 §2.8, §5): a wide modal with the name, the
 * description (counter x/500), the active switch and the permission tree. The
 * declaration's yup schema validates; the tree is sent as `data`. Editing restores the
 * saved selections onto the current catalogue. A failed save keeps the modal open.
 */
import {
  Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Divider, FormControlLabel, Grid,
  Switch, TextField, useMediaQuery, type Theme,
} from '@mui/material';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { emptyPermissionTree, type PermissionTree } from '../../authProvider/moduleCatalogue';
import { restoreSelections } from '../../authProvider/permissions';
import { preventEnterSubmit } from '../../src/components/preventEnterSubmit';
import { useDeclaredForm } from '../../src/components/list/useDeclaredForm';
import { rolesDeclaration } from './declaration';
import { PermissionTreeEditor } from './PermissionTreeEditor';
import type { RolePayload, RoleRecord } from './types';

const DESCRIPTION_MAX = rolesDeclaration.fields.description.rules?.maxLength?.[0] ?? 500;

interface RoleFormValues {
  roleName: string;
  description: string;
  active: boolean;
  permissions: PermissionTree;
}

/** What the schema hands back once valid (strings trimmed, an empty description dropped). */
interface ValidRole {
  roleName: string;
  description?: string | null;
  active?: boolean;
  permissions?: PermissionTree | null;
}

function defaultsOf(record?: RoleRecord): RoleFormValues {
  return {
    roleName: record?.roleName ?? '',
    description: record?.description ?? '',
    active: record?.active ?? Boolean(rolesDeclaration.fields.active.default),
    permissions: record ? restoreSelections(emptyPermissionTree(), record.permissions) : emptyPermissionTree(),
  };
}

export function toRolePayload(values: ValidRole, defaults: RoleFormValues): RolePayload {
  return {
    roleName: values.roleName,
    description: values.description ?? '',
    active: values.active ?? defaults.active,
    data: values.permissions ?? defaults.permissions,
  };
}

export interface RoleFormDialogProps {
  open: boolean;
  /** The role being edited; none to create one. */
  record?: RoleRecord;
  onClose: () => void;
  onSaved: () => void;
}

function RoleForm({ record, onClose, onSaved, titleId }: Omit<RoleFormDialogProps, 'open'> & { titleId: string }) {
  const translate = useTranslate();
  const { control, submit, submitting } = useDeclaredForm<RoleFormValues, ValidRole, NonNullable<typeof record>>({
    declaration: rolesDeclaration,
    record,
    defaultsOf,
    toPayload: toRolePayload,
    savedMessage: 'app.roles.saved',
    onSaved,
  });
  return (
    <Box component="form" noValidate onSubmit={submit} onKeyDown={preventEnterSubmit} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{translate(record ? 'app.roles.edit' : 'app.roles.create')}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Controller
              name="roleName"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  fullWidth
                  required
                  autoComplete="off"
                  label={translate('resources.roles.fields.roleName')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
            <Controller
              name="active"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} name={field.name} color="success" />}
                  label={translate('resources.roles.fields.active')}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Controller
              name="description"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  fullWidth
                  multiline
                  minRows={3}
                  maxRows={6}
                  label={translate('resources.roles.fields.description')}
                  error={Boolean(fieldState.error)}
                  helperText={
                    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                      <span>{fieldState.error?.message ?? ''}</span>
                      <span>{translate('app.roles.descriptionCounter', { count: field.value.length, max: DESCRIPTION_MAX })}</span>
                    </Box>
                  }
                />
              )}
            />
          </Grid>
        </Grid>
        <Divider sx={{ my: 2 }} />
        <Controller
          name="permissions"
          control={control}
          render={({ field }) => <PermissionTreeEditor value={field.value} onChange={field.onChange} disabled={submitting} />}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={submitting}>{translate('app.common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate(submitting ? 'app.list.saving' : 'app.common.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

export function RoleFormDialog({ open, record, onClose, onSaved }: RoleFormDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={(_event, reason) => reason !== 'backdropClick' && onClose()} aria-labelledby={titleId} maxWidth="lg" fullWidth fullScreen={fullScreen}>
      <RoleForm key={record?.id ?? 'new'} record={record} onClose={onClose} onSaved={onSaved} titleId={titleId} />
    </Dialog>
  );
}
