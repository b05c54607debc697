/**
 * The frame of a placeholder module page: breadcrumb 'Inicio > <Módulo>' (plus the sub-view
 * when one is open), the module heading, a note that the figures are for reference, an
 * optional action at the top right and, inside a sub-view, its title with a back button.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeader, type Crumb } from '../../../components/list';

export type PlaceholderModule = 'services' | 'inspection' | 'exam' | 'equipment';

export interface SubViewInfo {
  /** Translation key of the sub-view title. */
  title: string;
  onBack: () => void;
}

export function PlaceholderPage({ module, icon, subView, action, notice = 'app.placeholders.common.referenceFigures', children }: {
  module: PlaceholderModule;
  icon: ReactNode;
  /** Set when a sub-view is open; the main view has none. */
  subView?: SubViewInfo;
  /** A button shown next to the heading (main view only). */
  action?: ReactNode;
  /** Translation key of the 'in development' note under the heading. */
  notice?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const moduleTitle = `app.placeholders.${module}.title`;
  const crumbs: Crumb[] = subView
    ? [{ label: 'app.menu.home', to: '/home' }, { label: moduleTitle, to: `/home/${module}` }, { label: subView.title }]
    : [{ label: 'app.menu.home', to: '/home' }, { label: moduleTitle }];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1400 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <PageHeader title={moduleTitle} crumbs={crumbs} icon={icon} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1 }}>{translate(`app.placeholders.${module}.subtitle`)}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <InfoOutlinedIcon sx={{ fontSize: 16 }} />
            {translate(notice)}
          </Typography>
        </Box>
        {action && !subView && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
      </Stack>
      {subView && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Button startIcon={<ArrowBackIcon />} onClick={subView.onBack} variant="outlined" size="small">
            {translate('app.placeholders.common.back')}
          </Button>
          <Typography variant="h6" component="h2">{translate(subView.title)}</Typography>
        </Stack>
      )}
      {children}
    </Box>
  );
}
