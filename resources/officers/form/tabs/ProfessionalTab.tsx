/**
 * Aspectos Profesionales (RRHH §2.1, §3.5): the education table with the add/edit modal
 * (add mode, or edit mode for the chosen row index). The officer's grade (personal tab)
 * follows the highest type among these items.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../shared/format';
import { useRrhhLabel } from '../../shared/catalogs';
import { ProfessionalDialog } from '../dialogs/ProfessionalDialog';
import type { OfficerFormValues, ProfessionalItem } from '../formValues';

const COLUMNS = ['type', 'title', 'mention', 'institution', 'kind', 'duration', 'dateGraduation', 'publicColumn', 'actions'] as const;

export function ProfessionalTab() {
  const translate = useTranslate();
  const label = useRrhhLabel();
  const { control } = useFormContext<OfficerFormValues>();
  const { fields, append, update, remove } = useFieldArray({ control, name: 'profesionality', keyName: 'rowKey' });
  /** null: closed; -1: add mode; n: editing row n. */
  const [editing, setEditing] = useState<number | null>(null);

  const accept = (item: ProfessionalItem) => {
    if (editing !== null && editing >= 0) update(editing, item);
    else append(item);
    setEditing(null);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(-1)}>
          {translate('app.officers.form.professional.add')}
        </Button>
      </Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('app.officers.form.tabs.professional')} sx={{ '& th, & td': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{translate(`app.officers.form.professional.fields.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>
                  <Typography variant="body2" color="text.secondary">{translate('app.officers.form.professional.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
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
                  <IconButton size="small" aria-label={translate('app.officers.form.professional.edit', { title: item.title })} onClick={() => setEditing(index)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" color="error" aria-label={translate('app.officers.form.professional.remove', { title: item.title })} onClick={() => remove(index)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ProfessionalDialog open={editing !== null} item={editing !== null && editing >= 0 ? (fields[editing] as ProfessionalItem) : null} onAccept={accept} onClose={() => setEditing(null)} />
    </Box>
  );
}
