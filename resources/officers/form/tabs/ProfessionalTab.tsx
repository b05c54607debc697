/**
 * Aspectos Profesionales (RRHH §2.1, §3.5): the education table with the add/edit modal
 * (add mode, or edit mode for the chosen row index). The officer's grade (personal tab)
 * follows the highest type among these items.
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, TableCell, TableRow } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../shared/format';
import { useRrhhLabel } from '../../shared/catalogs';
import { ProfessionalDialog } from '../dialogs/ProfessionalDialog';
import type { OfficerFormValues, ProfessionalItem } from '../formValues';
import { ItemTable, useItemEditor } from './ItemTable';

const COLUMNS = ['type', 'title', 'mention', 'institution', 'kind', 'duration', 'dateGraduation', 'publicColumn', 'actions'] as const;

export function ProfessionalTab() {
  const translate = useTranslate();
  const label = useRrhhLabel();
  const { control } = useFormContext<OfficerFormValues>();
  const { fields, append, update, remove } = useFieldArray({ control, name: 'profesionality', keyName: 'rowKey' });
  const editor = useItemEditor<ProfessionalItem>(fields, append, update);

  return (
    <Box>
      <ItemTable
        label="app.officers.form.tabs.professional"
        addLabel="app.officers.form.professional.add"
        empty="app.officers.form.professional.empty"
        headers={COLUMNS.map((c) => `app.officers.form.professional.fields.${c}`)}
        count={fields.length}
        onAdd={editor.add}
      >
        {fields.map((item, index) => (
          <TableRow key={item.rowKey} hover>
            <TableCell>{label('typeProfesionality', item.type)}</TableCell>
            <TableCell>{item.title}</TableCell>
            <TableCell>{item.mention ?? ''}</TableCell>
            <TableCell>{item.institution}</TableCell>
            <TableCell>{translate(item.isCivil ? 'app.officers.form.professional.civil' : 'app.officers.form.professional.police')}</TableCell>
            <TableCell>{item.duration ? `${item.duration} ${item.typeDuration ? label('typeOfDuration', item.typeDuration) : ''}`.trim() : ''}</TableCell>
            <TableCell>{item.dateGraduation ? formatDate(item.dateGraduation) : ''}</TableCell>
            <TableCell>{translate(item.isPublic ? 'app.officers.form.professional.public' : 'app.officers.form.professional.private')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <IconButton size="small" aria-label={translate('app.officers.form.professional.edit', { title: item.title })} onClick={() => editor.edit(index)}>
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" color="error" aria-label={translate('app.officers.form.professional.remove', { title: item.title })} onClick={() => remove(index)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </ItemTable>
      <ProfessionalDialog open={editor.open} item={editor.item} onAccept={editor.accept} onClose={editor.close} />
    </Box>
  );
}
