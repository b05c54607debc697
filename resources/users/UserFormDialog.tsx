/**
 * 'Nuevo Usuario' / 'Editar Usuario' (spec 1 §2.7, §5): the declaration's yup schema
 * validates (same rules and messages as the server); the password is required only on
 * create and left empty on edit to keep it. A failed save keeps the modal open and shows
 * the request errors (spec 1 §4, §8).
 */
import {
  Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup,
  FormLabel, Grid, MenuItem, Switch, TextField, useMediaQuery, type Theme,
} from '@mui/material';
import { useId, useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { preventEnterSubmit } from '../../src/components/preventEnterSubmit';
import { useDeclaredForm } from '../../src/components/list/useDeclaredForm';
import { usersDeclaration } from './declaration';
import type { RoleOption, UserPayload, UserRecord } from './types';
import { useActiveRoles } from './useActiveRoles';

interface UserFormValues {
  username: string;
  email: string;
  fullname: string;
  password: string;
  roleId: number | '';
  isAdmin: boolean;
  isActive: boolean;
  isWebSite: boolean;
  isMedical: boolean;
}

/** What the schema hands back once valid (strings trimmed, '' dropped, roleId a number). */
type ValidUser = Omit<UserPayload, 'isAdmin' | 'isActive' | 'isWebSite' | 'isMedical'> &
  Partial<Pick<UserPayload, 'isAdmin' | 'isActive' | 'isWebSite' | 'isMedical'>>;

const FLAGS = ['isAdmin', 'isActive', 'isWebSite', 'isMedical'] as const;
const TEXT_FIELDS = [
  { name: 'username', type: 'text', autoComplete: 'off' },
  { name: 'email', type: 'email', autoComplete: 'off' },
  { name: 'fullname', type: 'text', autoComplete: 'off' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
] as const;

function defaultsOf(record?: UserRecord): UserFormValues {
  const defaults = usersDeclaration.fields;
  return {
    username: record?.username ?? '',
    email: record?.email ?? '',
    fullname: record?.fullname ?? '',
    password: '',
    roleId: record?.roleId ?? '',
    isAdmin: record?.isAdmin ?? Boolean(defaults.isAdmin.default),
    isActive: record?.isActive ?? Boolean(defaults.isActive.default),
    isWebSite: record?.isWebSite ?? Boolean(defaults.isWebSite.default),
    isMedical: record?.isMedical ?? Boolean(defaults.isMedical.default),
  };
}

export function toUserPayload(values: ValidUser, defaults: UserFormValues): UserPayload {
  const payload: UserPayload = {
    username: values.username,
    email: values.email,
    fullname: values.fullname,
    roleId: values.roleId,
    isAdmin: values.isAdmin ?? defaults.isAdmin,
    isActive: values.isActive ?? defaults.isActive,
    isWebSite: values.isWebSite ?? defaults.isWebSite,
    isMedical: values.isMedical ?? defaults.isMedical,
  };
  if (values.password) payload.password = values.password;
  return payload;
}

function RoleSelect({ control, currentRole }: { control: Control<UserFormValues, unknown, ValidUser>; currentRole: RoleOption | null }) {
  const translate = useTranslate();
  const roles = useActiveRoles();
  const options = useMemo(() => {
    const items = roles.data ?? [];
    // An inactive current role is not in the active list: keep it selectable on edit.
    return currentRole && !items.some((r) => r.id === currentRole.id) ? [currentRole, ...items] : items;
  }, [roles.data, currentRole]);
  let status: string | null = null;
  if (roles.isPending) status = 'app.users.rolesLoading';
  else if (roles.isError) status = 'app.users.rolesError';
  else if (options.length === 0) status = 'app.users.rolesEmpty';
  return (
    <Controller
      name="roleId"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={roles.isPending ? '' : field.value}
          select
          fullWidth
          required
          label={translate('resources.users.fields.roleId')}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (status ? translate(status) : ' ')}
        >
          {options.map((role) => (
            <MenuItem key={role.id} value={role.id}>{role.roleName}</MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export interface UserFormDialogProps {
  open: boolean;
  /** The user being edited; none to create one. */
  record?: UserRecord;
  onClose: () => void;
  onSaved: () => void;
}

function UserForm({ record, onClose, onSaved, titleId }: Omit<UserFormDialogProps, 'open'> & { titleId: string }) {
  const translate = useTranslate();
  const { control, submit, submitting } = useDeclaredForm<UserFormValues, ValidUser, NonNullable<typeof record>>({
    declaration: usersDeclaration,
    record,
    defaultsOf,
    toPayload: toUserPayload,
    savedMessage: 'app.users.saved',
    onSaved,
  });
  return (
    <Box component="form" noValidate onSubmit={submit} onKeyDown={preventEnterSubmit} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{translate(record ? 'app.users.edit' : 'app.users.create')}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {TEXT_FIELDS.map(({ name, type, autoComplete }) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <Controller
                name={name}
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    type={type}
                    fullWidth
                    required={name !== 'password' || !record}
                    autoComplete={autoComplete}
                    label={translate(`resources.users.fields.${name}`)}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? (name === 'password' && record ? translate('app.users.passwordEditHint') : ' ')}
                  />
                )}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6 }}>
            <RoleSelect control={control} currentRole={record?.role ?? null} />
          </Grid>
          <Grid size={12}>
            <FormLabel component="legend" sx={{ mb: 0.5 }}>{translate('app.users.flags')}</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {FLAGS.map((name) => (
                <Controller
                  key={name}
                  name={name}
                  control={control}
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} name={field.name} />}
                      label={translate(`resources.users.fields.${name}`)}
                    />
                  )}
                />
              ))}
            </FormGroup>
          </Grid>
        </Grid>
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

export function UserFormDialog({ open, record, onClose, onSaved }: UserFormDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={(_event, reason) => reason !== 'backdropClick' && onClose()} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <UserForm key={record?.id ?? 'new'} record={record} onClose={onClose} onSaved={onSaved} titleId={titleId} />
    </Dialog>
  );
}
