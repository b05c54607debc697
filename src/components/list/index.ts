/** Reusable pieces of the paged list screens (users, roles, audit viewer, later modules). */
export { ActiveSwitch, type ActiveSwitchProps } from './ActiveSwitch';
export { BooleanChip } from './BooleanChip';
export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './ConfirmDeleteDialog';
export { ExportExcelButton, type ExportExcelButtonProps } from './ExportExcelButton';
export { ListToolbar, type ListToolbarProps } from './ListToolbar';
export { PageHeader, type Crumb } from './PageHeader';
export { PagedTable, type PagedColumn, type PagedTableProps } from './PagedTable';
export { RowActions, type RowActionsProps } from './RowActions';
export { useDebouncedValue } from './useDebouncedValue';
export { useApiList, usePagedList, type ApiListOptions, type ListFilters, type PagedList, type PagedListOptions } from './usePagedList';
export { useDialogState } from './useDialogState';
export { GuardedPage, type GuardedPageProps } from './GuardedPage';
export { useDeleteRecord } from './useDeleteRecord';
