/**
 * The app's date inputs are MUI X pickers (src/components/dates): a group of day / month /
 * year sections typed as dd/mm/aaaa. These helpers find one and type an ISO date into it
 * with the keyboard, as a user does.
 */
import type { Locator, Page } from 'playwright-core';

/** The picker labelled `label` (its group of sections) inside `scope`. */
export function dateField(scope: Page | Locator, label: string | RegExp): Locator {
  return scope.getByRole('group', { name: label });
}

/** The picker whose form field is `name` (the hidden input that carries the value). */
export function dateFieldByName(scope: Page | Locator, name: string): Locator {
  return scope.locator(`[role="group"].MuiPickersInputBase-root:has(input[name="${name}"])`);
}

/**
 * Replaces the picker's date with `iso` ('2026-03-01'), typed day first: 01032026. A clicked
 * section is selected whole, so typing over a filled date replaces it section by section.
 */
export async function typeDate(field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${day}${month}${year}`);
}

/** What the picker shows, e.g. '01/03/2026' (sections joined, no invisible marks). */
export async function shownDate(field: Locator): Promise<string> {
  const text = await field.locator('.MuiPickersSectionList-root').innerText();
  return text.replace(/[\u2066-\u2069\u200e\u200f\s]/g, '');
}

/** Replaces a 24-hour time field's time (src/components/dates/TimeInput) with `time` ('18:00'), typed hours first. */
export async function typeTime(field: Locator, time: string): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(time.replace(':', ''));
}
