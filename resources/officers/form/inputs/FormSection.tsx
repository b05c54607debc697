/** A group of fields inside a tab, with an optional title. */
import { Box, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export function FormSection({ title, children }: { title?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 2 }}>
      {title && (
        <Typography variant="subtitle1" component="h3" color="primary" sx={{ fontWeight: 600, mb: 1.5 }}>
          {translate(title)}
        </Typography>
      )}
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}
