/**
 * Users configuration (spec 1 §2.7): search, 'Nuevo Usuario' (administrators), 'Exportar
 * Excel', the server-side paged table with the active switch, the create/edit modal (also
 * opened by a row click, for administrators) and the delete confirmation. Without configuration access (module 8) and not administrator
 * the screen shows 'Acceso Denegado' (spec 1 §6).
 */
import AddIcon from '@mui/icons-material/Add';
import PeopleIcon from '@mui/icons-material/People';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  ActiveSwitch, BooleanChip, ConfirmDeleteDialog, ExportExcelButton, GuardedPage, ListToolbar, PagedTable, RowActions, useDeleteRecord, useDialogState, usePagedList,
  type PagedColumn,
} from '../../src/components/list';
import { usersDeclaration } from './declaration';
import type { UserRecord } from './types';
import { UserFormDialog } from './UserFormDialog';

const RESOURCE = 'users';

function UsersScreen({ isAdmin }: { isAdmin: boolean }) {
  const translate = useTranslate();
  const list = usePagedList<UserRecord>(RESOURCE);
  const form = useDialogState<UserRecord>();
  const confirm = useDialogState<UserRecord>();

  const columns: PagedColumn<UserRecord>[] = [
    { id: 'username', label: 'resources.users.fields.username', render: (u) => <Typography variant="body2" sx={{ fontWeight: 500 }}>{u.username}</Typography> },
    { id: 'fullname', label: 'resources.users.fields.fullname', render: (u) => u.fullname, minWidth: 160 },
    { id: 'email', label: 'resources.users.fields.email', render: (u) => u.email },
    { id: 'role', label: 'resources.users.fields.roleId', render: (u) => u.role?.roleName ?? translate('app.users.noRole') },
    { id: 'isAdmin', label: 'resources.users.fields.isAdmin', render: (u) => <BooleanChip value={u.isAdmin} />, align: 'center' },
    {
      id: 'isActive',
      label: 'resources.users.fields.isActive',
      align: 'center',
      render: (u) => (
        <ActiveSwitch resource={RESOURCE} id={u.id} checked={u.isActive} name={u.username} successMessage="app.users.statusUpdated" onChanged={list.refetch} />
      ),
    },
  ];

  const deleteUser = useDeleteRecord(RESOURCE, 'app.users.deleted', confirm.record, list.refetch);

  return (
    <>
      <ListToolbar onSearch={list.setSearch} searchPlaceholder="app.users.searchPlaceholder">
        {isAdmin && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show()}>
            {translate('app.users.create')}
          </Button>
        )}
        <ExportExcelButton resource={RESOURCE} filter={list.filters} />
      </ListToolbar>
      <PagedTable
        list={list}
        columns={columns}
        label="app.menu.users"
        onRowClick={isAdmin ? (u) => form.show(u) : undefined}
        rowActions={isAdmin ? (u) => <RowActions name={u.username} onEdit={() => form.show(u)} onDelete={() => confirm.show(u)} /> : undefined}
      />
      {isAdmin && (
        <>
          <UserFormDialog
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
            title="app.users.deleteTitle"
            itemName={confirm.record ? `${confirm.record.username} — ${confirm.record.fullname}` : undefined}
            onConfirm={deleteUser}
            onClose={confirm.close}
          />
        </>
      )}
    </>
  );
}

export default function UsersPage() {
  // Configuración (module 8) and this screen's sub-module, or administrator: the rule the API applies.
  return (
    <GuardedPage access={usersDeclaration.access.list} deniedMessage="app.errors.configurationDenied" title="app.users.title" icon={<PeopleIcon color="primary" />}>
      {(isAdmin) => <UsersScreen isAdmin={isAdmin} />}
    </GuardedPage>
  );
}
