/**
 * The row menu of a generated list: Ver detalles, Editar, Eliminar and the declared state
 * actions that apply to the record's state, each only when the permission tree allows
 * its call.
 */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDeclaration, StateActionDeclaration } from '../types';
import { actionApplies, useResourceAccess } from './useResourceAccess';

export interface DeclaredRowMenuProps {
  declaration: ResourceDeclaration;
  record: RaRecord;
  name: string;
  onShow: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onAction: (action: StateActionDeclaration) => void;
}

export function DeclaredRowMenu({ declaration, record, name, onShow, onEdit, onDelete, onAction }: DeclaredRowMenuProps) {
  const translate = useTranslate();
  const { can, canRun } = useResourceAccess(declaration);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const choose = (run: () => void) => () => { close(); run(); };
  const actions = (declaration.actions ?? []).filter((a) => !a.hidden && canRun(a) && actionApplies(a, record));
  const open = (event: MouseEvent<HTMLElement>) => { event.stopPropagation(); setAnchor(event.currentTarget); };
  return (
    <>
      <IconButton size="small" aria-label={translate('app.engine.rowActions', { name })} aria-haspopup="menu" onClick={open}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} onClick={(event) => event.stopPropagation()}>
        {can('get') && <MenuItem onClick={choose(onShow)}>{translate('app.engine.view')}</MenuItem>}
        {can('update') && <MenuItem onClick={choose(onEdit)}>{translate('app.common.edit')}</MenuItem>}
        {actions.map((action) => (
          <MenuItem key={action.path} onClick={choose(() => onAction(action))}>
            {translate(`resources.${declaration.name}.actions.${action.path}`, { _: action.label })}
          </MenuItem>
        ))}
        {can('delete') && <MenuItem onClick={choose(onDelete)} sx={{ color: 'error.main' }}>{translate('app.common.delete')}</MenuItem>}
      </Menu>
    </>
  );
}
