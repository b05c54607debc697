import type { KeyboardEvent } from 'react';

/** Spec 1 §5: Enter in a text input never submits a form (textareas keep new lines). */
export function preventEnterSubmit(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.tagName === 'INPUT') event.preventDefault();
}
