import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, ToggleThemeButton, UserMenu, Logout } from 'react-admin';
import { Typography } from '@mui/material';
import { SystemGuard } from '../session/SystemGuard';
import { AppMenu } from './AppMenu';
import { ScrollToTop } from './ScrollToTop';

function AppTopBar() {
  return (
    <AppBar
      color="primary"
      toolbar={<ToggleThemeButton />}
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
    >
      {/* On a phone the screen's title takes two lines at a smaller size rather than being cut. */}
      <TitlePortal sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, fontSize: { xs: '1rem', sm: '1.25rem' }, lineHeight: { xs: 1.25, sm: 1.6 } }} />
      <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.8, mr: 1 }}>
        Sistema de Administración de Personal Policial
      </Typography>
    </AppBar>
  );
}

/** Every /home screen: the guard (session + data-init), sidebar, app bar, scroll-to-top. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SystemGuard>
      <Layout menu={AppMenu} appBar={AppTopBar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
        {children}
        <ScrollToTop />
      </Layout>
    </SystemGuard>
  );
}
