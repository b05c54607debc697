/**
 * XLSX exports written as a stream (exceljs WorkbookWriter), batch by batch, into file
 * storage: memory stays flat whatever the row count. The answer is a short-lived signed
 * link (`data.url`) the browser opens in a new tab.
 */
import ExcelJS from 'exceljs';
import { once } from 'node:events';
import type { FileStorage } from '../lib/storage';
import { exportKey, scheduleRemoval, sweepExpiredExports } from '../lib/exportCleanup';
import { DOWNLOAD_SECONDS, signDownload } from '../lib/tokens';

export interface ExcelColumn<R> {
  header: string;
  width?: number;
  value: (row: R) => string | number | boolean | null | undefined;
}

export async function writeExcel<R>(
  storage: FileStorage,
  secret: string,
  options: { sheetName: string; fileName: string; columns: ExcelColumn<R>[]; batches: AsyncIterable<R[]> },
): Promise<{ url: string; rows: number }> {
  // The file lives as long as its link (server/lib/exportCleanup.ts); older ones are swept now.
  void sweepExpiredExports(storage).catch(() => undefined);
  const key = exportKey(DOWNLOAD_SECONDS);
  const stream = await storage.writeStream(key);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(options.sheetName);
  sheet.columns = options.columns.map((c) => ({ header: c.header, width: c.width ?? 22 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let rows = 0;
  for await (const batch of options.batches) {
    for (const record of batch) {
      sheet.addRow(options.columns.map((c) => c.value(record) ?? '')).commit();
      rows++;
    }
  }
  sheet.commit();
  const finished = once(stream, 'finish');
  await workbook.commit();
  await finished;
  scheduleRemoval(storage, key);
  const token = signDownload(secret, key, options.fileName);
  return { url: `/api/files/${token}`, rows };
}
