/**
 * The sidebar entries that come from the registry: every declaration with `menu` is an
 * entry of its group, shown when the user's tree allows the resource's list (the same
 * rule as the list call). Groups are declared here once, with their label and icon.
 */
import NewspaperIcon from '@mui/icons-material/Newspaper';
import SchoolIcon from '@mui/icons-material/School';
import type { ReactElement } from 'react';
import { hasAccess, type SessionUser } from '../../authProvider/permissions';
import { resourceDeclarations } from '../../resources/registry';
import type { MenuItem } from './menuConfig';

export interface RegistryGroup { key: string; label: string; icon: ReactElement }

/** The groups declarations may name in `menu.group`, in sidebar order. */
export const REGISTRY_GROUPS: RegistryGroup[] = [
  { key: 'education', label: 'app.menu.education', icon: <SchoolIcon /> },
  { key: 'website', label: 'app.menu.website', icon: <NewspaperIcon /> },
];

/** The registry's groups with the entries this user may open; groups left empty are not shown. */
export function registryMenu(user: SessionUser | null | undefined): (RegistryGroup & { items: MenuItem[] })[] {
  return REGISTRY_GROUPS.map((group) => ({
    ...group,
    items: resourceDeclarations
      .filter((d) => d.menu?.group === group.key && hasAccess(user, d.access.list))
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
      .map((d) => ({ to: `/home/${d.route ?? d.name}`, label: d.menu?.label ?? d.label.many })),
  })).filter((group) => group.items.length > 0);
}
