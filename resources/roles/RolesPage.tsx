/**
 * Roles configuration (spec 1 §2.8): search, 'Nuevo Rol' (administrators), the
 * server-side paged table with the active switch, the wide create/edit modal with the
 * permission tree (also opened by a row click, for administrators) and the delete confirmation. A role in use answers 409 and its message
 * appears in the request errors toast. Without configuration access (module 8) and not
 * administrator the screen shows 'Acceso Denegado' (spec 1 §6).
 */
import AddIcon from '@mui/icons-material/Add';
import SecurityIcon from '@mui/icons-material/Security';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  ActiveSwitch, ConfirmDeleteDialog, GuardedPage, ListToolbar, PagedTable, RowActions, useDeleteRecord, useDialogState, usePagedList,
  type PagedColumn,
} from '../../src/components/list';
import { rolesDeclaration } from './declaration';
import { RoleFormDialog } from './RoleFormDialog';
import type { RoleRecord } from './types';

const RESOURCE = 'roles';

function RolesScreen({ isAdmin }: { isAdmin: boolean }) {
  const translate = useTranslate();
  const list = usePagedList<RoleRecord>(RESOURCE);
  const form = useDialogState<RoleRecord>();
  const confirm = useDialogState<RoleRecord>();

  const columns: PagedColumn<RoleRecord>[] = [
    { id: 'roleName', label: 'resources.roles.fields.roleName', render: (r) => <Typography variant="body2" sx={{ fontWeight: 500 }}>{r.roleName}</Typography>, minWidth: 160 },
    {
      id: 'description',
      label: 'resources.roles.fields.description',
      minWidth: 220,
      render: (r) =>
        r.description ? (
          <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} title={r.description}>
            {r.description}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">{translate('app.roles.noDescription')}</Typography>
        ),
    },
    {
      id: 'active',
      label: 'resources.roles.fields.active',
      align: 'center',
      render: (r) => <ActiveSwitch resource={RESOURCE} id={r.id} checked={r.active} name={r.roleName} successMessage="app.roles.statusUpdated" onChanged={list.refetch} />,
    },
  ];

  const deleteRole = useDeleteRecord(RESOURCE, 'app.roles.deleted', confirm.record, list.refetch);

  return (
    <>
      <ListToolbar onSearch={list.setSearch} searchPlaceholder="app.roles.searchPlaceholder">
        {isAdmin && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show()}>
            {translate('app.roles.create')}
          </Button>
        )}
      </ListToolbar>
      <PagedTable
        list={list}
        columns={columns}
        label="app.menu.roles"
        onRowClick={isAdmin ? (r) => form.show(r) : undefined}
        rowActions={isAdmin ? (r) => <RowActions name={r.roleName} onEdit={() => form.show(r)} onDelete={() => confirm.show(r)} /> : undefined}
      />
      {isAdmin && (
        <>
          <RoleFormDialog
            open={form.open}
            record={form.record}
            onClose={form.close}
            onSaved={() => {
              form.close();
              list.refetch();
            }}
          />
          <ConfirmDeleteDialog
            open={confirm.open}
            title="app.roles.deleteTitle"
            itemName={confirm.record?.roleName}
            onConfirm={deleteRole}
            onClose={confirm.close}
          />
        </>
      )}
    </>
  );
}

export default function RolesPage() {
  // Configuración (module 8) and this screen's sub-module, or administrator: the rule the API applies.
  return (
    <GuardedPage access={rolesDeclaration.access.list} deniedMessage="app.errors.configurationDenied" title="app.roles.title" icon={<SecurityIcon color="primary" />}>
      {(isAdmin) => <RolesScreen isAdmin={isAdmin} />}
    </GuardedPage>
  );
}
