/**
 * Carga Familiar (RRHH §2.1): the family table with the spec's columns (Cédula, Nombre,
 * Apellido, Género, Fecha de nacimiento, Profesión, Parentesco, Estado civil,
 * Funcionario, Grupo sanguineo, Eliminar) and the 'Miembro Familiar' modal. A row opens
 * the modal in edit mode (click, or Enter/Space on the focused row); 'Agregar familiar'
 * opens it in add mode. Changes are saved with the officer (Guardar).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, Button, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { formatDate, formatIdentification, fullName } from '../../shared/format';
import { useRrhhLabel } from '../../shared/catalogs';
import { FamilyMemberDialog } from '../dialogs/FamilyMemberDialog';
import type { FamilyMember, OfficerFormValues } from '../formValues';

const COLUMNS = ['identification', 'firstName', 'firstLastname', 'gender', 'dateBirth', 'profesionality', 'parentage', 'civilState', 'isCivil', 'bloodType', 'remove'] as const;

export function FamilyTab() {
  const translate = useTranslate();
  const label = useRrhhLabel();
  const { control } = useFormContext<OfficerFormValues>();
  const { fields, append, update, remove } = useFieldArray({ control, name: 'family', keyName: 'rowKey' });
  /** null: closed; -1: add mode; n: editing row n. */
  const [editing, setEditing] = useState<number | null>(null);

  const accept = (member: FamilyMember) => {
    if (editing !== null && editing >= 0) update(editing, member);
    else append(member);
    setEditing(null);
  };
  const taken = fields.filter((_, index) => index !== editing).map((member) => member.identification);

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">{fields.length > 0 ? translate('app.officers.form.family.editHint') : ''}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(-1)}>
          {translate('app.officers.form.family.add')}
        </Button>
      </Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('app.officers.form.tabs.family')} sx={{ '& th, & td': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{translate(`app.officers.form.family.columns.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>
                  <Typography variant="body2" color="text.secondary">{translate('app.officers.form.family.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {fields.map((member, index) => {
              const name = fullName(member);
              return (
                <TableRow
                  key={member.rowKey}
                  hover
                  tabIndex={0}
                  aria-label={translate('app.officers.form.family.edit', { name })}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => setEditing(index)}
                  onKeyDown={(event) => {
                    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
                    event.preventDefault();
                    setEditing(index);
                  }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatIdentification(member.identification)}</TableCell>
                  <TableCell>{[member.firstName, member.secondName].filter(Boolean).join(' ')}</TableCell>
                  <TableCell>{[member.firstLastname, member.secondLastname].filter(Boolean).join(' ')}</TableCell>
                  <TableCell>{label('gender', member.gender)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(member.dateBirth)}</TableCell>
                  <TableCell>{member.profesionality ?? ''}</TableCell>
                  <TableCell>{member.parentage ? label('parentage', member.parentage) : ''}</TableCell>
                  <TableCell>{label('civilState', member.civilState)}</TableCell>
                  <TableCell>{translate(member.isCivil ? 'app.officers.form.family.civil' : 'app.officers.form.family.officer')}</TableCell>
                  <TableCell>{member.bloodType ? label('bloodType', member.bloodType) : ''}</TableCell>
                  <TableCell>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={translate('app.officers.form.family.remove', { name })}
                      onClick={(event) => {
                        event.stopPropagation();
                        remove(index);
                      }}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <FamilyMemberDialog
        open={editing !== null}
        member={editing !== null && editing >= 0 ? (fields[editing] as FamilyMember) : null}
        takenIdentifications={taken}
        onAccept={accept}
        onClose={() => setEditing(null)}
      />
    </Box>
  );
}
