import { useDataProvider, useNotify, type RaRecord } from 'react-admin';

/**
 * Deletes the record a confirmation dialog holds, toasts the success and refreshes the
 * list. A failure propagates: ConfirmDeleteDialog stays open and reports it.
 */
export function useDeleteRecord<R extends RaRecord>(resource: string, successMessage: string, record: R | undefined, onDeleted: () => void) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  return async () => {
    if (!record) return;
    await dataProvider.delete(resource, { id: record.id, previousData: record });
    notify(successMessage, { type: 'success' });
    onDeleted();
  };
}
