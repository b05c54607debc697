/** Reusable pieces of the hand-built paged list screens (roles, movements, permits, medical, disciplinary, audit viewer) and of the generated list (resources/engine/views). */
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
