/**
 * Building blocks of the officer view cards: the card with its heading, label/value
 * fields in a responsive grid, chip lists and the scrolling list area.
 *
 * List heights (RRHH §9: "detail list area about 96 units, involved lists about 40"):
 * the units are read as quarter-rem steps (the common utility-CSS scale), so a card's
 * list scrolls beyond 24rem (384 px, MUI spacing 48) and a small nested list beyond
 * 10rem (160 px, MUI spacing 20).
 */
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export const DETAIL_LIST_MAX_HEIGHT = '24rem';
export const NESTED_LIST_MAX_HEIGHT = '10rem';

/** The quick search shows the same cards, denser. */
export const CompactView = createContext(false);

export function ViewCard({ title, icon, children, testId }: { title: string; icon: ReactNode; children: ReactNode; testId?: string }) {
  const translate = useTranslate();
  const compact = useContext(CompactView);
  const heading = translate(title);
  return (
    <Card variant="outlined" component="section" aria-label={heading} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: compact ? 1.5 : 2, '&:last-child': { pb: compact ? 1.5 : 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: compact ? 1 : 1.5, color: 'primary.main' }}>
          {icon}
          <Typography variant={compact ? 'subtitle1' : 'h6'} component={compact ? 'h4' : 'h2'} sx={{ fontWeight: 600, color: 'text.primary', lineHeight: 1.3 }}>
            {heading}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** Label/value pairs: two columns on phones (one when asked), up to three on wide screens. */
export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: 1 | 2 | 3 }) {
  const compact = useContext(CompactView);
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: compact ? 1 : 1.5,
        columnGap: 2,
        gridTemplateColumns: { xs: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`, lg: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}

export function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.4 }}>
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? 'N/A' : children}
      </Typography>
    </Box>
  );
}

/** Short texts as chips ('Ninguno' when empty); scrolls beyond the nested-list height. */
export function ChipList({ items }: { items: readonly string[] }) {
  const translate = useTranslate();
  if (items.length === 0) return <>{translate('app.officers.detail.values.none')}</>;
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.25, maxHeight: NESTED_LIST_MAX_HEIGHT, overflowY: 'auto' }}>
      {items.map((item, index) => (
        <Chip key={`${item}-${index}`} size="small" variant="outlined" label={item} component="span" />
      ))}
    </Box>
  );
}

/** A card's list (family, studies, documents): scrolls beyond the detail-list height. */
export function ScrollList({ children, label }: { children: ReactNode; label: string }) {
  const translate = useTranslate();
  return (
    <Box component="ul" aria-label={translate(label)} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: DETAIL_LIST_MAX_HEIGHT, overflowY: 'auto', pr: 0.5 }}>
      {children}
    </Box>
  );
}

/** One entry of a ScrollList, separated from the next by a line. */
export function ScrollListItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ py: 1.25, '&:first-of-type': { pt: 0 }, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      {children}
    </Box>
  );
}

/** The title of an entry of a card's list (a family member, a study), one level below the card's heading. */
export function ItemTitle({ children }: { children: ReactNode }) {
  const compact = useContext(CompactView);
  return (
    <Typography variant="subtitle2" component={compact ? 'h5' : 'h3'}>
      {children}
    </Typography>
  );
}

export function EmptyText({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(text)}
    </Typography>
  );
}
