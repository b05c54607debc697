/**
 * The actions column of a wide table stays in view: it sticks to the right edge while the
 * other columns scroll under it, on an opaque background with a divider at its left.
 */
import type { Theme } from '@mui/material';

/** A body cell of the actions column (a style object, to use alone or inside a table's sx). */
export const stickyActionsCell = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

/** The header cell of the actions column (over the body cells when both stick). */
export const stickyActionsHeader = { ...stickyActionsCell, zIndex: 2 } as const;

/**
 * A list table that fits the 1,076 px a 1366 px screen leaves it: cells padded 8 px a
 * side instead of 16, headers wrapping between words (never inside one), body texts
 * wrapping; a column that must stay on one line says so (`noWrap`).
 */
export const listTableSx = {
  '& th, & td': { px: 1 },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th': { whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'normal', verticalAlign: 'bottom' },
} as const;

/** Rows that open their detail on click show it with the pointer. */
export const clickableRow = { cursor: 'pointer' } as const;

/** True when a row click came from a control inside the row (its own button or link), which handles it. */
export function fromRowControl(event: { target: EventTarget | null; currentTarget: EventTarget | null }): boolean {
  const target = event.target as HTMLElement | null;
  const control = target?.closest('button, a, input, [role="button"], [role="menuitem"], [role="checkbox"], [role="switch"]');
  return Boolean(control && control !== event.currentTarget && (event.currentTarget as HTMLElement).contains(control));
}
