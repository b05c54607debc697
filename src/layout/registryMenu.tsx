/**
 * The sidebar's groups, from the shared group list (resources/menuGroups.ts) and the
 * registry: each group holds its own pages (menuConfig.tsx), then the declared `pages` of
 * the resources whose `menu.group` names it (module resources of resources/modules.ts
 * first), then a list entry for every other declaration (the registry's and the designed ones) whose `menu.group`
 * names it, shown when the user's tree allows the resource's list (the same rule as the
 * list call). A group the user may not open, or left empty, is not shown.
 */
import { hasAccess, type SessionUser } from '../../authProvider/permissions';
import { MENU_GROUPS, type MenuGroupDeclaration } from '../../resources/menuGroups';
import type { ResourceDeclaration } from '../../resources/engine/types';
import { moduleDeclarations } from '../../resources/modules';
import { appDeclarations } from '../designed/appDeclarations';
import { groupViews, type GroupView, type MenuItem } from './menuConfig';

export type SidebarGroup = MenuGroupDeclaration & GroupView;

/** The groups of the sidebar with the entries this user may open, in sidebar order. */
export function registryMenu(user: SessionUser | null | undefined): SidebarGroup[] {
  return MENU_GROUPS.filter((group) => hasAccess(user, group.access ?? 'authenticated')).map((group) => {
    const view = groupViews[group.key];
    const inGroup = (d: ResourceDeclaration) => d.menu?.group === group.key;
    const byOrder = (a: ResourceDeclaration, b: ResourceDeclaration) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0);
    const pages: MenuItem[] = [...moduleDeclarations, ...appDeclarations].filter(inGroup).sort(byOrder)
      .flatMap((d) => (d.pages ?? []).filter((page) => page.menuLabel))
      .map((page) => ({ to: `/home/${page.paths[0]}`, label: page.menuLabel!, access: page.access }));
    // A declaration with its own pages is reached through them, not through a list entry.
    const declared: MenuItem[] = appDeclarations
      .filter((d) => inGroup(d) && !d.pages && hasAccess(user, d.access.list))
      .sort(byOrder)
      .map((d) => ({ to: `/home/${d.route ?? d.name}`, label: d.menu?.label ?? d.label.many }));
    const own = [...view.items, ...pages].filter((item) => hasAccess(user, item.access ?? 'authenticated'));
    return { ...group, icon: view.icon, items: [...own, ...declared] };
  }).filter((group) => group.items.length > 0);
}

/**
 * Whether this user may open a page of the app by its path (a link from one module into
 * another): a sidebar entry they are shown, or a page under a declared resource's route
 * whose list their tree allows (the route's own guard). Anything else is not offered.
 */
export function canOpenPath(user: SessionUser | null | undefined, path: string): boolean {
  if (registryMenu(user).some((group) => group.items.some((item) => item.to === path))) return true;
  const owner = appDeclarations.find((d) => {
    const base = `/home/${d.route ?? d.name}`;
    return path === base || path.startsWith(`${base}/`);
  });
  // The rule that guards the screen (DeclaredList): stations are listed to transport readers, whose
  // vehicles name a station, but their screen opens only in the weapons park.
  return Boolean(owner && hasAccess(user, owner.access.screen ?? owner.access.list));
}
