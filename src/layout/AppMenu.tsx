import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { hasAccess } from '../../authProvider/permissions';
import { useSession } from '../session/SessionContext';
import { useDesignedResources } from '../designed/designedResources';
import { alwaysVisible } from './menuConfig';
import { registryMenu, type SidebarGroup } from './registryMenu';

/** Long entries ('Vacaciones/Reposos/Comisiones') wrap after a slash instead of being cut off. */
const wrappable = (label: string) => label.replace(/\//g, '/\u200b');

function Group({ group }: { group: SidebarGroup }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(true);
  return (
    <>
      {/* Inside react-admin's role="menu": the group toggle is a menu item and its entries a group (axe: aria-required-children / -parent). */}
      <ListItemButton role="menuitem" onClick={() => setOpen(!open)} aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 40 }}>{group.icon}</ListItemIcon>
        {sidebarOpen && <ListItemText primary={translate(group.label)} />}
        {sidebarOpen && (open ? <ExpandLess /> : <ExpandMore />)}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding role="group" aria-label={translate(group.label)}>
          {group.items.map((item) => (
            <Menu.Item key={item.to} to={item.to} primaryText={wrappable(translate(item.label, { _: item.label }))} sx={{ pl: sidebarOpen ? 4 : 2, '& .MuiTypography-noWrap': { whiteSpace: 'normal' } }} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

export function AppMenu() {
  const translate = useTranslate();
  const { user } = useSession();
  // The designed resources' entries appear once their definitions are read.
  useDesignedResources();
  return (
    <Menu>
      <Menu.Item to="/home" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
      {alwaysVisible.filter((item) => hasAccess(user, item.access ?? 'authenticated')).map((item) => (
        <Menu.Item key={item.to} to={item.to} primaryText={translate(item.label)} leftIcon={item.icon} />
      ))}
      {registryMenu(user).map((group) => (
        <Group key={group.key} group={group} />
      ))}
    </Menu>
  );
}
