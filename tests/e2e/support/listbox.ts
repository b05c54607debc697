import type { Page } from 'playwright-core';

/**
 * Clicks an option of the open select/autocomplete list and waits for the list to close.
 * Under a loaded machine a click can land while MUI's menu is still animating in and be
 * ignored; the menu then stays open and hides the dialog behind it from the accessibility
 * tree. The click is repeated while the option is still there.
 */
export async function pickOption(page: Page, option: string): Promise<void> {
  const item = page.getByRole('option', { name: option, exact: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await item.click();
    try {
      await item.waitFor({ state: 'detached', timeout: 3_000 });
      return;
    } catch {
      if (!(await item.isVisible())) return;
    }
  }
  await item.waitFor({ state: 'detached' });
}
