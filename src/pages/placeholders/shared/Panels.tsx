/**
 * Content blocks of the placeholder modules: quick action list, 'próximamente' panel,
 * breakdown with proportion bars, a small static table and the list of report types.
 */
import ConstructionIcon from '@mui/icons-material/Construction';
import DescriptionIcon from '@mui/icons-material/Description';
import {
  Box, Button, Card, CardContent, LinearProgress, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper,
  Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography,
} from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from './format';
import { useCanOpen, useComingSoon } from './hooks';

/** A card with a heading (h3) and content. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{translate(title)}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export interface QuickAction {
  /** Translation key. */
  label: string;
  icon: ReactElement;
  /** Absolute path: the action is a link to another module, shown only to users who may open it. */
  to?: string;
  /** In-page action (open a sub-view, show the 'coming soon' toast). */
  onClick?: () => void;
}

export function QuickActions({ actions }: { actions: QuickAction[] }) {
  const translate = useTranslate();
  const canOpen = useCanOpen();
  const offered = actions.filter((action) => !action.to || canOpen(action.to));
  if (!offered.length) return null;
  return (
    <Section title="app.placeholders.common.quickActions">
      <List dense disablePadding>
        {offered.map((action) => {
          const content = (
            <>
              <ListItemIcon sx={{ minWidth: 40 }}>{action.icon}</ListItemIcon>
              <ListItemText primary={translate(action.label)} />
            </>
          );
          return action.to ? (
            <ListItemButton key={action.label} component={RouterLink} to={action.to} sx={{ borderRadius: 1 }}>{content}</ListItemButton>
          ) : (
            <ListItemButton key={action.label} onClick={action.onClick} sx={{ borderRadius: 1 }}>{content}</ListItemButton>
          );
        })}
      </List>
    </Section>
  );
}

/** The 'coming soon' panel of a sub-view without content yet. */
export function ComingSoonPanel({ message, children }: { message: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <ConstructionIcon color="action" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h6" component="p">{translate(message)}</Typography>
      {children}
    </Paper>
  );
}

export interface BreakdownRow {
  /** Translation key. */
  label: string;
  value: number;
  /** Colour of the bar (primary by default). */
  tone?: 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';
}

/** Counts with a bar showing each one's share of the total (the rows' sum unless given). */
export function Breakdown({ title, rows, total: givenTotal }: { title: string; rows: BreakdownRow[]; total?: number }) {
  const translate = useTranslate();
  const total = givenTotal ?? rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <Section title={title}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ mb: 1.5 }} role="group" aria-label={translate(row.label)}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">{translate(row.label)}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{formatNumber(row.value)}</Typography>
          </Box>
          <LinearProgress variant="determinate" aria-label={translate(row.label)} color={row.tone ?? 'primary'} value={total ? (row.value / total) * 100 : 0} sx={{ height: 6, borderRadius: 3 }} />
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate('app.placeholders.common.total')}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{formatNumber(total)}</Typography>
      </Box>
    </Section>
  );
}

/** A static table: header keys, each row a label (already translated) and numbers, then a total row. */
export function StaticTable({ title, headers, rows }: { title: string; headers: string[]; rows: [string, ...number[]][] }) {
  const translate = useTranslate();
  const totals = headers.slice(1).map((_header, index) => rows.reduce((sum, row) => sum + (row[index + 1] as number), 0));
  return (
    <Section title={title}>
      <TableContainer>
        <Table size="small" aria-label={translate(title)} sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              {headers.map((header, index) => <TableCell key={header} align={index ? 'right' : 'left'}>{translate(header)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([label, ...values]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">{label}</TableCell>
                {values.map((value, index) => <TableCell key={headers[index + 1]} align="right">{formatNumber(value)}</TableCell>)}
              </TableRow>
            ))}
            <TableRow sx={{ '& > *': { fontWeight: 600 } }}>
              <TableCell component="th" scope="row">{translate('app.placeholders.common.total')}</TableCell>
              {totals.map((value, index) => <TableCell key={headers[index + 1]} align="right">{formatNumber(value)}</TableCell>)}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}

/** The report types of a module; 'Generar' is not built yet and says so. */
export function ReportList({ title, reports }: { title: string; reports: { title: string; description: string }[] }) {
  const translate = useTranslate();
  const comingSoon = useComingSoon();
  return (
    <Section title={title}>
      <List disablePadding>
        {reports.map((report) => (
          <ListItem
            key={report.title}
            disableGutters
            divider
            secondaryAction={<Button size="small" onClick={comingSoon} aria-label={`${translate('app.placeholders.common.generate')} ${translate(report.title)}`}>{translate('app.placeholders.common.generate')}</Button>}
            sx={{ pr: 12 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}><DescriptionIcon color="primary" /></ListItemIcon>
            <ListItemText primary={translate(report.title)} secondary={translate(report.description)} />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
