/**
 * A table row or a phone card that opens its record: a click or tap anywhere on it but on
 * its own controls (buttons, switches, links: they keep their action), and, since it takes
 * the focus, Enter or Space from the keyboard.
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import { clickableRow, fromRowControl } from './stickyActions';

/** The pointer, and a focus ring the keyboard user can follow from row to row. */
export const openableRow = {
  ...clickableRow,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
} as const;

export interface RowOpenProps {
  tabIndex: 0;
  sx: typeof openableRow;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The props of an element that opens its record with `open`; none without it (no pointer, no tab stop). */
export function rowOpenProps(open: (() => void) | undefined): RowOpenProps | Record<string, never> {
  if (!open) return {};
  return {
    tabIndex: 0,
    sx: openableRow,
    onClick: (event) => {
      if (!fromRowControl(event)) open();
    },
    onKeyDown: (event) => {
      // Keys pressed on a control inside the row are the control's own.
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open();
      }
    },
  };
}
