/**
 * The generated list of a declared resource, on react-admin's list machinery: server
 * paging (5/10/15/20, 10 by default), a search box debounced 500 ms, a filter per
 * declared filter field, sortable columns, 'Exportar Excel', and a row menu with Ver
 * detalles, Editar, Eliminar ('Esta acción no se puede deshacer') and the declared state
 * actions. With `views: 'dialogs'` create, edit and show open over the list; with
 * `'pages'` they are the resource's own pages. Every button follows the permission tree.
 */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useState, type ReactElement } from 'react';
import {
  CreateButton, Datagrid, FunctionField, List, NullableBooleanInput, Pagination, SearchInput, SelectInput, TextInput,
  TopToolbar, useDataProvider, useListContext, useRedirect, useRefresh, useTranslate, type RaRecord,
} from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { ConfirmDeleteDialog } from '../../../src/components/list/ConfirmDeleteDialog';
import { ExportExcelButton } from '../../../src/components/list/ExportExcelButton';
import { stickyActionsCell, stickyActionsHeader } from '../../../src/components/list/stickyActions';
import { useSession } from '../../../src/session/SessionContext';
import { catalogAt } from '../catalogPath';
import { customViews } from '../../customViews';
import { DeclaredFormDialog } from '../DeclaredFormDialog';
import type { ResourceDeclaration, StateActionDeclaration } from '../types';
import { DeclaredRowMenu } from './DeclaredRowMenu';
import { DeclaredShowDialog } from './DeclaredShow';
import { StateActionDialog } from './StateActionDialog';
import { useFieldText } from './useFieldText';
import { useResourceAccess } from './useResourceAccess';

export const PAGE_SIZES = [5, 10, 15, 20];
/** The declaration's default order when it names none (react-admin's own default would be id ascending). */
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

/** Cells centred vertically; the last column (the row menu) stays in view when the table scrolls sideways. */
const datagridSx = {
  '& td': { verticalAlign: 'middle' },
  '& td:last-of-type': stickyActionsCell,
  '& th:last-of-type': stickyActionsHeader,
} as const;

function useFilterInputs(declaration: ResourceDeclaration): ReactElement[] {
  const translate = useTranslate();
  const { dataInit } = useSession();
  const inputs: ReactElement[] = [<SearchInput key="q" source="q" alwaysOn placeholder={translate('app.list.searchPlaceholder')} />];
  for (const name of declaration.filterFields ?? []) {
    const field = declaration.fields[name];
    const source = field.filterParam ?? name;
    const label = translate(`resources.${declaration.name}.fields.${name}`, { _: field.label });
    if (field.catalog) {
      const choices = catalogAt(dataInit, field.catalog).map((c) => ({ id: c.key, name: c.value }));
      inputs.push(<SelectInput key={source} source={source} label={label} choices={choices} emptyText={translate('app.engine.filterAll')} alwaysOn sx={{ minWidth: 180 }} />);
    } else if (field.type === 'boolean') {
      inputs.push(<NullableBooleanInput key={source} source={source} label={label} nullLabel={translate('app.engine.filterAll')} alwaysOn sx={{ minWidth: 180 }} />);
    } else if (field.type === 'text') {
      inputs.push(<TextInput key={source} source={source} label={label} resettable alwaysOn />);
    }
  }
  return inputs;
}

function ListActions({ declaration, onCreate }: { declaration: ResourceDeclaration; onCreate?: () => void }) {
  const translate = useTranslate();
  const { can } = useResourceAccess(declaration);
  const { filterValues } = useListContext();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
      {declaration.exportFields && can('export') && <ExportExcelButton resource={declaration.name} filter={filterValues} />}
      {can('create') && (onCreate
        ? <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>{translate('app.engine.create', { name: declaration.label.one })}</Button>
        : <CreateButton />)}
    </TopToolbar>
  );
}

export interface DeclaredListProps {
  declaration: ResourceDeclaration;
  /** Rendered above the table inside the list (e.g. a module's sub-view title). */
  title?: string | false;
  /** Embedded in a module page: the list keeps its state out of the URL. */
  embedded?: boolean;
}

export function DeclaredList({ declaration, title, embedded }: DeclaredListProps) {
  const translate = useTranslate();
  const text = useFieldText();
  const filters = useFilterInputs(declaration);
  const dialogs = declaration.views !== 'pages';
  const [editing, setEditing] = useState<RaRecord | 'new' | null>(null);
  const [showing, setShowing] = useState<RaRecord | null>(null);
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  const [acting, setActing] = useState<{ action: StateActionDeclaration; record: RaRecord } | null>(null);
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const sortable = new Set(declaration.sortFields ?? []);
  const nameOf = (record: RaRecord) => String(record[declaration.recordRepresentation ?? declaration.listFields[0]] ?? record.id);

  return (
    <>
      <List
        resource={declaration.name}
        title={title === false ? ' ' : (title ?? declaration.label.many)}
        filters={filters}
        perPage={10}
        debounce={500}
        pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
        sort={declaration.defaultSort ?? NEWEST_FIRST}
        actions={<ListActions declaration={declaration} onCreate={dialogs ? () => setEditing('new') : undefined} />}
        disableSyncWithLocation={embedded}
        storeKey={embedded ? `${declaration.name}.embedded` : undefined}
        empty={false}
        sx={{ '& .RaList-main': { maxWidth: '100%', minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      >
        <Datagrid rowClick={(_id, _resource, record) => { if (dialogs) setShowing(record); return dialogs ? false : 'show'; }} bulkActionButtons={false} sx={datagridSx}>
          {declaration.listFields.map((name) => (
            <FunctionField
              key={name}
              source={name}
              label={translate(`resources.${declaration.name}.fields.${name}`, { _: declaration.fields[name].label })}
              sortable={sortable.has(name)}
              render={(record: RaRecord) => text(name, declaration.fields[name], record)}
            />
          ))}
          <FunctionField
            label={translate('app.common.actions')}
            textAlign="right"
            render={(record: RaRecord) => (
              <DeclaredRowMenu
                declaration={declaration}
                record={record}
                name={nameOf(record)}
                onShow={() => (dialogs ? setShowing(record) : redirect('show', declaration.name, record.id))}
                onEdit={() => (dialogs ? setEditing(record) : redirect('edit', declaration.name, record.id))}
                onDelete={() => setDeleting(record)}
                onAction={(action) => setActing({ action, record })}
              />
            )}
          />
        </Datagrid>
      </List>
      {dialogs && (
        <DeclaredFormDialog
          open={editing !== null}
          declaration={declaration}
          record={editing === 'new' || editing === null ? undefined : editing}
          titles={{ create: 'app.engine.create', edit: 'app.engine.edit' }}
          titleOptions={{ name: declaration.label.one }}
          messages={{ created: `resources.${declaration.name}.messages.created`, updated: `resources.${declaration.name}.messages.updated` }}
          sections={[{ fields: formFields(declaration) }]}
          preview={customViews[declaration.name]?.preview}
          onClose={() => setEditing(null)}
          onSaved={() => { setEditing(null); refresh(); }}
        />
      )}
      <DeclaredShowDialog declaration={declaration} record={showing} onClose={() => setShowing(null)} />
      <StateActionDialog declaration={declaration} action={acting?.action ?? null} record={acting?.record ?? null} onClose={() => setActing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="app.engine.deleteTitle"
        titleOptions={{ name: declaration.label.one.toLowerCase() }}
        itemName={deleting ? nameOf(deleting) : undefined}
        onConfirm={async () => {
          await dataProvider.delete(declaration.name, { id: deleting!.id, previousData: deleting! });
          refresh();
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** The fields a generated form shows: everything a client may send, and the computed values. */
export function formFields(declaration: ResourceDeclaration): string[] {
  return Object.entries(declaration.fields)
    .filter(([, f]) => !f.readOnly && !f.hiddenInForm && f.type !== 'json')
    .map(([name]) => name);
}

export function DeclaredListPage({ declaration }: { declaration: ResourceDeclaration }) {
  return <Box sx={{ p: { xs: 1, sm: 2 } }}><DeclaredList declaration={declaration} /></Box>;
}
