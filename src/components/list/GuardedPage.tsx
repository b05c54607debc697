/**
 * A module screen behind its access rule: 'Acceso Denegado' with the module's message
 * when the user lacks it (the same rule the API applies), else the breadcrumb header
 * and the screen.
 */
import { Box } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { hasAccess, type AccessRule } from '../../../authProvider/permissions';
import { AccessDenied } from '../../pages/AccessDenied';
import { useSession } from '../../session/SessionContext';
import { PageHeader, type Crumb } from './PageHeader';

export interface GuardedPageProps {
  access: AccessRule;
  deniedMessage: string;
  title: string;
  icon?: ReactElement;
  /** The breadcrumb after Inicio (e.g. module > screen); defaults to the title. */
  crumbs?: Crumb[];
  children: (isAdmin: boolean) => ReactNode;
}

export function GuardedPage({ access, deniedMessage, title, icon, crumbs, children }: GuardedPageProps) {
  const { user } = useSession();
  if (!hasAccess(user, access)) return <AccessDenied messageKey={deniedMessage} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
      <PageHeader title={title} icon={icon} crumbs={[{ label: 'app.menu.home', to: '/home' }, ...(crumbs ?? [{ label: title }])]} />
      {children(user.isAdmin)}
    </Box>
  );
}
