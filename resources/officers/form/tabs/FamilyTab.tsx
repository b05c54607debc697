/**
 * Carga Familiar (RRHH §2.1): the family table with the spec's columns (Cédula, Nombre,
 * Apellido, Género, Fecha de nacimiento, Profesión, Parentesco, Estado civil,
 * Funcionario, Grupo sanguineo, Eliminar) and the 'Miembro Familiar' modal. A row opens
 * the modal in edit mode (click, or Enter/Space on the focused row); 'Agregar familiar'
 * opens it in add mode. Changes are saved with the officer (Guardar).
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, IconButton, TableCell, TableRow } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { formatDate, formatIdentification, fullName } from '../../shared/format';
import { useRrhhLabel } from '../../shared/catalogs';
import { FamilyMemberDialog } from '../dialogs/FamilyMemberDialog';
import type { FamilyMember, OfficerFormValues } from '../formValues';
import { ItemTable, useItemEditor } from './ItemTable';

const COLUMNS = ['identification', 'firstName', 'firstLastname', 'gender', 'dateBirth', 'profesionality', 'parentage', 'civilState', 'isCivil', 'bloodType', 'remove'] as const;

export function FamilyTab() {
  const translate = useTranslate();
  const label = useRrhhLabel();
  const { control } = useFormContext<OfficerFormValues>();
  const { fields, append, update, remove } = useFieldArray({ control, name: 'family', keyName: 'rowKey' });
  const editor = useItemEditor<FamilyMember>(fields, append, update);
  const taken = fields.filter((_, index) => index !== editor.editing).map((member) => member.identification);

  return (
    <Box>
      <ItemTable
        label="app.officers.form.tabs.family"
        addLabel="app.officers.form.family.add"
        empty="app.officers.form.family.empty"
        headers={COLUMNS.map((c) => `app.officers.form.family.columns.${c}`)}
        hint={fields.length > 0 ? translate('app.officers.form.family.editHint') : ''}
        count={fields.length}
        onAdd={editor.add}
      >
        {fields.map((member, index) => {
          const name = fullName(member);
          return (
            <TableRow
              key={member.rowKey}
              hover
              tabIndex={0}
              aria-label={translate('app.officers.form.family.edit', { name })}
              sx={{ cursor: 'pointer' }}
              onClick={() => editor.edit(index)}
              onKeyDown={(event) => {
                if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
                event.preventDefault();
                editor.edit(index);
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
      </ItemTable>
      <FamilyMemberDialog
        open={editor.open}
        member={editor.item}
        takenIdentifications={taken}
        onAccept={editor.accept}
        onClose={editor.close}
      />
    </Box>
  );
}
