/**
 * What the light entry knows of a /home address before the app arrives (src/session/RouteShell.tsx):
 * the page's breadcrumb and heading, for the screens a user opens directly (a bookmark, a reload).
 * The texts are the catalogue's own (i18n), so the shell's heading is the one the page draws;
 * tests/e2e/routeShell.e2e.test.ts checks that against the page. Any other /home address
 * gets the frame without a heading.
 */
import { menuMessages } from '../../i18n/menu';
import { QUERY_TITLE } from '../../i18n/officers/queryTitle';

export interface RouteShellHeading {
  /** Under /home, the whole path. */
  path: string;
  title: string;
  /** After 'Inicio'. */
  crumbs: string[];
  /** The heading icon's SVG path (24×24), as the page's MUI icon draws it. */
  icon?: string;
}

/** @mui/icons-material ManageSearch. */
const MANAGE_SEARCH = 'M7 9H2V7h5zm0 3H2v2h5zm13.59 7-3.83-3.83c-.8.52-1.74.83-2.76.83-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5c0 1.02-.31 1.96-.83 2.75L22 17.59zM17 11c0-1.65-1.35-3-3-3s-3 1.35-3 3 1.35 3 3 3 3-1.35 3-3M2 19h10v-2H2z';

export const routeShellHeadings: RouteShellHeading[] = [
  { path: '/human-resources/query', title: QUERY_TITLE, crumbs: [menuMessages.rrhh, menuMessages.rrhhQuery], icon: MANAGE_SEARCH },
];

/** The heading of a /home address, if the shell knows it. */
export function routeShellHeading(pathname: string): RouteShellHeading | undefined {
  const inside = pathname.replace(/^\/home/, '').replace(/\/$/, '');
  return routeShellHeadings.find((heading) => heading.path === inside);
}
