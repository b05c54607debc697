/**
 * What a /home address shows from the first script on, while the app's files are still on
 * their way (on a slow link, seconds): the signed-in frame (app bar, sidebar, content area)
 * drawn by the light entry (src/main.tsx) with plain React and CSS, in the theme the app will
 * use, with the page's breadcrumb and heading when the route is known (routeShells.ts) and the
 * guard's loading text (spec 1 §2.4) where the page's content will be. The app keeps showing it
 * while it checks the session and loads the initialization data (SystemGuard), so the screen
 * goes from this frame to the page with nothing in between.
 */
import { guardMessages } from '../../i18n/guard';
import { BREADCRUMB_LABEL, menuMessages } from '../../i18n/menu';
import { useDarkMode } from '../login/colorScheme';
import { routeShellHeading } from './routeShells';
import styles from './routeShell.module.css';

/** @mui/icons-material Menu, Brightness4 / Brightness7 (react-admin's theme button) and AccountCircle. */
const MENU_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
const TO_DARK_ICON = 'M20 8.69V4h-4.69L12 .69 8.69 4H4v4.69L.69 12 4 15.31V20h4.69L12 23.31 15.31 20H20v-4.69L23.31 12zM12 18c-.89 0-1.74-.2-2.5-.55C11.56 16.5 13 14.42 13 12s-1.44-4.5-3.5-5.45C10.26 6.2 11.11 6 12 6c3.31 0 6 2.69 6 6s-2.69 6-6 6';
const TO_LIGHT_ICON = 'M20 8.69V4h-4.69L12 .69 8.69 4H4v4.69L.69 12 4 15.31V20h4.69L12 23.31 15.31 20H20v-4.69L23.31 12zM12 18c-3.31 0-6-2.69-6-6s2.69-6 6-6 6 2.69 6 6-2.69 6-6 6m0-10c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4';
const USER_ICON = 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 4c1.93 0 3.5 1.57 3.5 3.5S13.93 13 12 13s-3.5-1.57-3.5-3.5S10.07 6 12 6m0 14c-2.03 0-4.43-.82-6.14-2.88C7.55 15.8 9.68 15 12 15s4.45.8 6.14 2.12C16.43 19.18 14.03 20 12 20';

const APP_TITLE = 'Sistema de Administración de Personal Policial';
/** react-admin keeps the sidebar's open state here (useSidebarState); by default open from 600 px on. */
const SIDEBAR_KEY = 'RaStore.sidebar.open';
const SKELETON_ROWS = 9;

function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <svg className={className ?? styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

function sidebarClosed(): boolean {
  try {
    return JSON.parse(localStorage.getItem(SIDEBAR_KEY) ?? 'null') === false;
  } catch {
    return false;
  }
}

export function RouteShell({ status = guardMessages.checkingSession, pathname = window.location.pathname }: { status?: string; pathname?: string }) {
  const dark = useDarkMode();
  const heading = routeShellHeading(pathname);
  const classes = [styles.shell, dark && styles.dark, sidebarClosed() && styles.closed].filter(Boolean).join(' ');
  return (
    <div className={classes} data-route-shell="">
      <header className={styles.bar}>
        <span className={styles.barButton}><Icon path={MENU_ICON} /></span>
        <span className={styles.title}>{heading?.title}</span>
        <span className={styles.appTitle}>{APP_TITLE}</span>
        <span className={styles.barButton}><Icon path={dark ? TO_LIGHT_ICON : TO_DARK_ICON} /></span>
        <span className={styles.barButton}><Icon path={USER_ICON} /></span>
      </header>
      <div className={styles.frame}>
        <div className={styles.sidebar} aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <span key={row} className={styles.menuRow}><span className={styles.menuIcon} /><span className={styles.menuText} /></span>
          ))}
        </div>
        <main className={styles.content}>
          {heading && (
            <>
              <nav className={styles.crumbs} aria-label={BREADCRUMB_LABEL}>
                <ol>
                  {[menuMessages.home, ...heading.crumbs].map((crumb, index, all) => (
                    <li key={crumb} aria-current={index === all.length - 1 ? 'page' : undefined}>{crumb}</li>
                  ))}
                </ol>
              </nav>
              <h1 className={styles.heading}>
                {heading.icon && <Icon path={heading.icon} className={styles.headingIcon} />}
                {heading.title}
              </h1>
            </>
          )}
          <div className={styles.card} role="status">
            <span className={styles.spinner} aria-label="Cargando" role="progressbar" />
            <p className={styles.status}>{status}</p>
          </div>
        </main>
      </div>
    </div>
  );
}
