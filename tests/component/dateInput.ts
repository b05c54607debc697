/**
 * Types an ISO date into the app's dd/mm/aaaa date picker (src/components/dates) the way a
 * user does: focus the day section and type the digits, day first.
 */
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The picker field (its group of day / month / year sections) labelled `label` inside `scope`. */
export function dateGroup(scope: HTMLElement, label: string | RegExp): HTMLElement {
  return within(scope).getByRole('group', { name: label });
}

export async function typeDate(user: UserEvent, scope: HTMLElement, label: string | RegExp, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const [daySection] = within(dateGroup(scope, label)).getAllByRole('spinbutton');
  await user.click(daySection);
  await user.keyboard(`${day}${month}${year}`);
}
