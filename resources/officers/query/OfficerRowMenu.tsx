/**
 * The row menu of the query table (RRHH §2.2), drawn from a list of items so other
 * actions of the area (Antecedentes, histories, PDFs, work time, assets) can be added as
 * entries. Items the user may not use are left out; items unavailable for the officer
 * (by status) are shown disabled.
 */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { OfficerSummary } from '../api';

export interface OfficerMenuItem {
  id: string;
  /** Translation key. */
  label: string;
  icon: ReactElement;
  /** Whether the user may use it at all (permissions). */
  allowed: boolean;
  /** Unavailable for this officer (e.g. by its status). */
  disabled?: (officer: OfficerSummary) => boolean;
  onSelect: (officer: OfficerSummary) => void;
  /** Starts a new group (a divider above). */
  groupStart?: boolean;
  tone?: 'error';
}

export function OfficerRowMenu({ officer, items, name }: { officer: OfficerSummary; items: OfficerMenuItem[]; name: string }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const visible = items.filter((item) => item.allowed);
  const label = translate('app.officers.query.menu.open', { name });
  const menuId = `officer-menu-${officer.id}`;

  return (
    <>
      <Tooltip title={translate('app.common.actions')}>
        <IconButton size="small" aria-label={label} aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} onClick={(event) => setAnchor(event.currentTarget)}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': label } }}>
        {/* MUI menus take no fragments: dividers and items are one flat list. */}
        {visible.flatMap((item, index) => [
          ...(item.groupStart && index > 0 ? [<Divider key={`${item.id}-divider`} component="li" />] : []),
          <MenuItem
            key={item.id}
            disabled={item.disabled?.(officer) ?? false}
            onClick={() => {
              setAnchor(null);
              item.onSelect(officer);
            }}
            sx={item.tone === 'error' ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={item.tone === 'error' ? { color: 'error.main' } : undefined}>{item.icon}</ListItemIcon>
            <ListItemText>{translate(item.label)}</ListItemText>
          </MenuItem>,
        ])}
      </Menu>
    </>
  );
}
