/**
 * The links the app opens in a new tab (exports, templates, error workbooks): captured
 * instead of opened, then downloaded without the session, as a signed link is.
 */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Makes window.open record its link on the page instead of opening a tab. */
export async function captureOpenedUrls(page: Page) {
  await page.evaluate(() => {
    window.open = (url?: string | URL) => {
      document.body.dataset.openedUrl = String(url);
      return null;
    };
  });
}

/** The XLSX behind the next opened link (waited for), which is then forgotten so the next one can be told apart. */
export async function openedWorkbook(page: Page): Promise<ExcelJS.Workbook> {
  await expect.poll(() => page.evaluate(() => document.body.dataset.openedUrl ?? '')).toContain('/api/files/');
  const url = await page.evaluate(() => document.body.dataset.openedUrl);
  await page.evaluate(() => { delete document.body.dataset.openedUrl; });
  const file = await page.request.get(url!);
  if (!file.headers()['content-type']?.includes('spreadsheetml')) throw new Error(`not an XLSX: ${file.headers()['content-type']}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file.body()) as unknown as ExcelJS.Buffer);
  return workbook;
}

/** The first sheet of the XLSX behind the next opened link, as rows of cell values. */
export async function openedWorkbookRows(page: Page): Promise<unknown[][]> {
  const workbook = await openedWorkbook(page);
  return workbook.worksheets[0].getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
}

/** Chooses a workbook (or its bytes) as `name` in the dialog's file input. */
export async function chooseWorkbook(dialog: Locator, name: string, workbook: ExcelJS.Workbook | Buffer): Promise<void> {
  const buffer = Buffer.isBuffer(workbook) ? workbook : Buffer.from(await workbook.xlsx.writeBuffer());
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
}
