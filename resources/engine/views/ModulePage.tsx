/**
 * A module's page (student registry, evaluation board, news manager): breadcrumb and
 * heading, then sub-views switched inside the page by tabs (spec 3 §2.1: "sub-views switch
 * inside the page rather than by route"); each sub-view also has its route
 * (`/home/unes/query`), so a link or a reload opens it.
 */
import { Box, Tab, Tabs } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../src/components/list/PageHeader';

export interface SubView {
  /** Path under the module's route ('' for the main view). */
  path: string;
  /** Translation key of the tab. */
  label: string;
  content: ReactNode;
  /** Further paths that open this view (routes whose content the spec does not show). */
  aliases?: string[];
}

export function ModulePage({ route, title, icon, views }: { route: string; title: string; icon: ReactElement; views: SubView[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const sub = (useParams()['*'] ?? '').replace(/\/$/, '');
  const current = views.find((v) => v.path === sub || v.aliases?.includes(sub)) ?? views[0];
  const crumbs = [{ label: 'app.menu.home', to: '/home' }, ...(current.path ? [{ label: title, to: `/home/${route}` }, { label: current.label }] : [{ label: title }])];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
      <PageHeader title={title} crumbs={crumbs} icon={icon} />
      <Tabs
        value={current.path}
        onChange={(_event, path: string) => navigate(path ? `/home/${route}/${path}` : `/home/${route}`)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        aria-label={translate(title)}
      >
        {views.map((view) => <Tab key={view.path} value={view.path} label={translate(view.label)} />)}
      </Tabs>
      <Box role="tabpanel" aria-label={translate(current.label)}>{current.content}</Box>
    </Box>
  );
}
