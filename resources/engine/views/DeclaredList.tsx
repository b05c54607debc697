/**
 * The generated list of a declared resource, on react-admin's list machinery: server
 * paging (5/10/15/20, 10 by default), a search box debounced 500 ms, a filter per
 * declared filter field, sortable columns, 'Exportar Excel', and a row menu with Ver
 * detalles, Editar, Eliminar ('Esta acción no se puede deshacer') and the declared state
 * actions. With `views: 'dialogs'` create, edit and show open over the list; with
 * `'pages'` they are the resource's own pages. Every button follows the permission tree.
 * A declaration's `list` (ListScreenDeclaration) shapes the screen the spec draws: its
 * columns and their display, search and create texts, what a row click opens, Editar /
 * Eliminar as named icon buttons, the delete confirmation, the page with its guard; and
 * resources/customViews.ts gives it the resource's own form, toolbar buttons and row actions
 * (through CustomViewsProvider: the engine imports no resource).
 * On a phone each row is a card (DeclaredCards).
 */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import { Suspense, use, useEffect, useState, type ReactElement } from 'react';
import {
  CreateButton, Datagrid, DatagridBody, DatagridRow, FunctionField, List, NullableBooleanInput, Pagination, SearchInput, SelectInput, TextInput,
  TopToolbar, useDataProvider, useListContext, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate, type DatagridRowProps, type RaRecord,
} from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { ConfirmDeleteDialog } from '../../../src/components/list/ConfirmDeleteDialog';
import { ExportExcelButton } from '../../../src/components/list/ExportExcelButton';
import { ImportExcelButton } from '../../../src/components/import/ImportExcelDialog';
import { canImport } from '../importColumns';
import { GuardedPage } from '../../../src/components/list/GuardedPage';
import { RowActions } from '../../../src/components/list/RowActions';
import { rowOpenProps } from '../../../src/components/list/rowOpen';
import { listTableSx, stickyActionsCell, stickyActionsHeader } from '../../../src/components/list/stickyActions';
import { useSession } from '../../../src/session/SessionContext';
import { catalogAt } from '../catalogPath';
import { preloadView, useCustomViews } from './customViewsContext';
import { DeclaredFormDialog } from '../DeclaredFormDialog';
import type { DeclaredValues } from '../formValues';
import type { ListColumnDeclaration, ResourceDeclaration, StateActionDeclaration } from '../types';
import { DeclaredCards } from './DeclaredCards';
import { DeclaredRowMenu } from './DeclaredRowMenu';
import { DeclaredShowDialog } from './DeclaredShow';
import { StateActionDialog } from './StateActionDialog';
import { ListCell, listColumns } from './ListCell';
import { useResourceAccess } from './useResourceAccess';

export const PAGE_SIZES = [5, 10, 15, 20];
/** The declaration's default order when it names none (react-admin's own default would be id ascending). */
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

/** Cells centred vertically, laid out to fit (listTableSx); the last column (the row menu) stays in view when the table scrolls sideways. */
const datagridSx = {
  ...listTableSx,
  '& td': { verticalAlign: 'middle' },
  '& th': { ...listTableSx['& th'], fontWeight: 600 },
  '& td:last-of-type': stickyActionsCell,
  '& th:last-of-type': stickyActionsHeader,
} as const;

function useFilterInputs(declaration: ResourceDeclaration): ReactElement[] {
  const translate = useTranslate();
  const { dataInit } = useSession();
  const placeholder = translate(declaration.list?.searchPlaceholder ?? 'app.list.searchPlaceholder');
  const inputs: ReactElement[] = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      type="search"
      placeholder={placeholder}
      slotProps={{ htmlInput: { 'aria-label': translate('app.common.search') } }}
      // Wide enough to show its whole placeholder.
      sx={{ width: { sm: `clamp(380px, ${placeholder.length + 8}ch, 520px)` } }}
    />,
  ];
  for (const name of declaration.list?.filters ?? declaration.filterFields ?? []) {
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

function ListActions({ declaration, filter, onCreate }: { declaration: ResourceDeclaration; filter?: DeclaredValues; onCreate?: () => void }) {
  const translate = useTranslate();
  const { can } = useResourceAccess(declaration);
  const { filterValues } = useListContext();
  const Extra = useCustomViews(declaration.name).toolbar;
  const createLabel = declaration.list?.createLabel;
  return (
    // Its buttons keep one line beside the filters from md up (a shrunk toolbar would stack them).
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, ml: 'auto', flexShrink: { md: 0 }, '& > .MuiButton-root': { flex: { xs: '1 1 100%', sm: '0 0 auto' } } }}>
      {Extra && <Suspense fallback={null}><Extra /></Suspense>}
      {can('create') && (onCreate
        ? <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>{createLabel ? translate(createLabel) : translate('app.engine.create', { name: declaration.label.one })}</Button>
        : <CreateButton />)}
      {can('create') && canImport(declaration) && <ImportExcelButton declaration={declaration} canUpdate={can('update')} />}
      {declaration.exportFields && can('export') && <ExportExcelButton resource={declaration.name} filter={{ ...filterValues, ...filter, ...declaration.list?.exportParams }} failedMessage={declaration.failures?.export} />}
    </TopToolbar>
  );
}

/** Holds the list's boundary until a custom view's code is loaded: rows appear with their own actions, never without them nor hidden again. */
function AwaitView({ view }: { view: object }) {
  const loading = preloadView(view);
  if (loading) use(loading);
  return null;
}

/** A row that opens its record on a click (not on its own controls) and, focused, on Enter or Space. */
function OpenableRow({ open, ...props }: DatagridRowProps & { open?: (record: RaRecord) => void }) {
  const record = useRecordContext();
  return <DatagridRow {...props} {...rowOpenProps(open && record ? () => open(record) : undefined)} />;
}

export interface DeclaredListProps {
  declaration: ResourceDeclaration;
  /** Rendered above the table inside the list (e.g. a module's sub-view title). */
  title?: string | false;
  /** Embedded in a module page: the list keeps its state out of the URL. */
  embedded?: boolean;
  /** Fixed filter values (a station's guns): sent with every list and export call and preset in new records. */
  filter?: DeclaredValues;
}

export function DeclaredList({ declaration, title, embedded, filter }: DeclaredListProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const filters = useFilterInputs(declaration);
  const screen = declaration.list ?? {};
  const custom = useCustomViews(declaration.name);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { can } = useResourceAccess(declaration);
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
  const show = (record: RaRecord) => (dialogs ? setShowing(record) : redirect('show', declaration.name, record.id));
  const edit = (record: RaRecord) => (dialogs ? setEditing(record) : redirect('edit', declaration.name, record.id));
  const rowClick = screen.rowClick ?? 'show';
  const open = rowClick === 'edit' ? (can('update') ? edit : undefined) : rowClick === 'show' ? show : undefined;
  const OwnRowActions = custom.rowActions;
  const buttons = screen.rowButtons && (can('update') || can('delete'));
  const actionsColumn = !screen.rowButtons || buttons || OwnRowActions;
  const Form = custom.form;
  const formOpen = editing !== null;
  const formRecord = editing === 'new' || editing === null ? undefined : editing;
  const closeForm = () => setEditing(null);
  const saved = () => { setEditing(null); refresh(); };
  const columns = listColumns(declaration);
  const headerOf = (column: ListColumnDeclaration) => (column.label ? translate(column.label) : translate(`resources.${declaration.name}.fields.${column.field}`, { _: declaration.fields[column.field].label }));
  const cell = (column: ListColumnDeclaration, record: RaRecord) => (
    <ListCell declaration={declaration} column={column} record={record} name={nameOf(record)} canSwitch={can('status')} onChanged={refresh} />
  );
  const rowActions = (record: RaRecord) => (
    // Clicks in the row's own dialogs (portals) must not reach the row and open it.
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      {OwnRowActions && <OwnRowActions record={record} refresh={refresh} />}
      {screen.rowButtons ? (
        buttons && <RowActions name={nameOf(record)} onEdit={can('update') ? () => edit(record) : undefined} onDelete={can('delete') ? () => setDeleting(record) : undefined} />
      ) : (
        <DeclaredRowMenu
          declaration={declaration}
          record={record}
          name={nameOf(record)}
          onShow={() => show(record)}
          onEdit={() => edit(record)}
          onDelete={() => setDeleting(record)}
          onAction={(action) => setActing({ action, record })}
        />
      )}
    </Box>
  );
  useEffect(() => {
    void preloadView(custom.form);
  }, [custom.form]);

  return (
    <>
      <List
        resource={declaration.name}
        title={title === false ? ' ' : (title ?? declaration.label.many)}
        filters={filters}
        filter={filter}
        perPage={10}
        debounce={500}
        pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
        sort={screen.sort ?? declaration.defaultSort ?? NEWEST_FIRST}
        actions={<ListActions declaration={declaration} filter={filter} onCreate={dialogs ? () => setEditing('new') : undefined} />}
        disableSyncWithLocation={embedded}
        // One remembered page and search per fixed filter (each station's guns their own).
        storeKey={embedded ? `${declaration.name}.embedded${filter ? `.${JSON.stringify(filter)}` : ''}` : undefined}
        empty={false}
        sx={{ '& .RaList-main': { maxWidth: '100%', minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' }, 
          // The buttons stay beside the filters while both fit, and move under them, to the right, when not.
          '& .RaList-actions': { flexWrap: { md: 'wrap' } }, '& .RaList-actions > form': { flex: { md: '1 1 auto' } } }}
      >
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
        {OwnRowActions && <AwaitView view={OwnRowActions} />}
        {isPhone ? (
          <DeclaredCards
            columns={columns.map((column) => ({ key: column.label ?? column.field, label: headerOf(column), render: (record) => cell(column, record) }))}
            actions={actionsColumn ? rowActions : undefined}
            open={open}
          />
        ) : (
          <Datagrid body={<DatagridBody row={<OpenableRow open={open} />} />} rowClick={false} bulkActionButtons={false} sx={datagridSx}>
            {columns.map((column) => (
              <FunctionField
                key={column.label ?? column.field}
                source={column.field}
                label={headerOf(column)}
                sortable={!column.join && sortable.has(column.field)}
                textAlign={column.align}
                render={(record: RaRecord) => cell(column, record)}
              />
            ))}
            {actionsColumn && <FunctionField label={translate('app.common.actions')} textAlign="right" render={rowActions} />}
          </Datagrid>
        )}
        </Suspense>
      </List>
      {dialogs && Form && (
        <Suspense fallback={null}>
          <Form open={formOpen} record={formRecord} presets={filter} onClose={closeForm} onSaved={saved} />
        </Suspense>
      )}
      {dialogs && !Form && (
        <DeclaredFormDialog
          open={formOpen}
          declaration={declaration}
          record={formRecord}
          titles={{ create: 'app.engine.create', edit: 'app.engine.edit' }}
          titleOptions={{ name: declaration.label.one }}
          messages={{ created: `resources.${declaration.name}.messages.created`, updated: `resources.${declaration.name}.messages.updated` }}
          sections={[{ fields: formFields(declaration) }]}
          presets={filter}
          preview={custom.preview}
          onClose={closeForm}
          onSaved={saved}
        />
      )}
      <DeclaredShowDialog declaration={declaration} record={showing} onClose={() => setShowing(null)} />
      <StateActionDialog declaration={declaration} action={acting?.action ?? null} record={acting?.record ?? null} onClose={() => setActing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={screen.remove?.title ?? 'app.engine.deleteTitle'}
        titleOptions={screen.remove ? undefined : { name: declaration.label.one.toLowerCase() }}
        itemName={deleting ? (screen.remove?.item?.(deleting) ?? nameOf(deleting)) : undefined}
        failedMessage={declaration.failures?.delete}
        onConfirm={async () => {
          await dataProvider.delete(declaration.name, { id: deleting!.id, previousData: deleting! });
          if (screen.remove?.done) notify(screen.remove.done, { type: 'success' });
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

/** The list as a screen: inside its page (breadcrumb, heading, the module's 'Acceso Denegado') when the declaration gives one. */
export function DeclaredListPage({ declaration }: { declaration: ResourceDeclaration }) {
  const page = declaration.list?.page;
  const icon = useCustomViews(declaration.name).icon;
  if (!page) return <Box sx={{ p: { xs: 1, sm: 2 } }}><DeclaredList declaration={declaration} /></Box>;
  return (
    <GuardedPage access={declaration.access.screen ?? declaration.access.list} deniedMessage={page.denied} title={page.title} icon={icon}>
      {() => <DeclaredList declaration={declaration} title={false} />}
    </GuardedPage>
  );
}
