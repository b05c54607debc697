/**
 * What the officer import benches share: a fresh PostgreSQL database with the system's own
 * data only, the app serving it in this process, a signed-in administrator, a folder for
 * the workbooks, and the calls that upload a file for checking and follow a job.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, withBenchRun } from '../benchRun';
import { choosePostgres } from '../database';
import type { DatabaseHandle } from '../../server/db/client';
import { seed } from '../../server/seed';

export interface ImportJob { id: number; status: string; totalRows: number; errorRows: number; doneRows: number; message: string | null; errors: unknown[] }

export interface ImportBenchApp {
  database: DatabaseHandle;
  base: string;
  auth: { authorization: string };
  dir: string;
  jobOf(id: number): Promise<ImportJob>;
  /** Polls a job until it leaves `status`. */
  until(id: number, status: string): Promise<ImportJob>;
  /** Uploads a workbook to the officer import's check and answers its job as it ends. */
  check(path: string, mode?: string): Promise<ImportJob>;
}

export async function withOfficerImportApp(log: (line: string) => void, work: (app: ImportBenchApp) => Promise<void>): Promise<void> {
  const choice = await choosePostgres();
  if ('skip' in choice) throw new Error(choice.skip);
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  try {
    await withBenchRun('postgres', choice.url, 'imports', log, async ({ database, description, startApp }) => {
      log(`  ${description}`);
      await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
      const { base, token } = await startApp();
      const auth = { authorization: `Bearer ${token}` };
      const jobOf = async (id: number): Promise<ImportJob> => ((await (await fetch(`${base}/api/imports/${id}`, { headers: auth })).json()) as { data: ImportJob }).data;
      const until = async (id: number, status: string): Promise<ImportJob> => {
        for (;;) {
          const job = await jobOf(id);
          if (job.status !== status) return job;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
      const check = async (path: string, mode = 'create'): Promise<ImportJob> => {
        const form = new FormData();
        form.append('file', new Blob([readFileSync(path)]), path.split('/').pop()!);
        const answer = await fetch(`${base}/api/rrhh/import/check?mode=${mode}`, { method: 'POST', headers: auth, body: form });
        if (answer.status !== 200 && answer.status !== 202) throw new Error(`check: ${answer.status} ${await answer.text()}`);
        // A large file is checked as a job: followed until it ends.
        return until(((await answer.json()) as { data: ImportJob }).data.id, 'checking');
      };
      await work({ database, base, auth, dir, jobOf, until, check });
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
