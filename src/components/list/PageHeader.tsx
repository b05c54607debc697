/** A screen's breadcrumb (Inicio > ...) and heading, also set as the app bar title. */
import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  /** Translation key. */
  label: string;
  /** Interpolation values of the key (e.g. a station's name). */
  values?: Record<string, string | number>;
  /** Absolute path; the last crumb has none. */
  to?: string;
}

export function PageHeader({ title, titleValues, crumbs, icon }: { title: string; titleValues?: Record<string, string | number>; crumbs: Crumb[]; icon?: ReactNode }) {
  const translate = useTranslate();
  const heading = translate(title, titleValues);
  return (
    <Box sx={{ mb: 2 }}>
      <Title title={heading} />
      <Breadcrumbs aria-label={translate('app.list.breadcrumb')} sx={{ mb: 1 }}>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
              {translate(crumb.label, crumb.values)}
            </Link>
          ) : (
            <Typography key={crumb.label} color="text.primary" aria-current="page">
              {translate(crumb.label, crumb.values)}
            </Typography>
          ),
        )}
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {icon}
        {heading}
      </Typography>
    </Box>
  );
}
