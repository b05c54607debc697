/**
 * 'Importar Excel' for a screen that must stay light (the officer query opens first after
 * sign-in): the button is drawn at once, the dialog's code is fetched when it is pressed.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportSubject } from './ImportExcelDialog';

const ImportExcelDialog = lazy(() => import('./ImportExcelDialog').then((module) => ({ default: module.ImportExcelDialog })));

export function LazyImportExcelButton({ declaration, canUpdate }: { declaration: ImportSubject; canUpdate: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="success" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>{translate('app.import.button')}</Button>
      {open && (
        <Suspense fallback={null}>
          <ImportExcelDialog declaration={declaration} canUpdate={canUpdate} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
