/**
 * Writes audit entries so that no entry takes another with it: a batch is one statement,
 * and when it fails each of its entries is written alone. An entry that still cannot be
 * written is written reduced (who, when, what, status, and why the rest is missing); only
 * when that fails too is it lost. Every failed write is logged and counted in `counters`
 * (`audit_write_failures`: writes that failed; `audit_entries_lost`: entries not stored at
 * all), with what could not be counted yet (the database unreachable) added on the next write.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { audits, counters } from '../db/schema';
import { serializeEntry, type AuditEntry } from './auditEntry';
import { pgErrorCode } from './pgErrors';

const COLUMNS = sql.raw('created_at, user_id, user_name, origin, endpoint, method, status_code, response_time, req, res');
export const FAILED_WRITES = 'audit_write_failures';
export const LOST_ENTRIES = 'audit_entries_lost';

/**
 * A batch is one statement with one JSON parameter: building a multi-VALUES statement
 * with ten parameters per row cost more of each request than anything else here.
 */
const insertSerialized = (db: Database, texts: string[]) =>
  db.execute(sql`insert into ${audits} (${COLUMNS}) select ${COLUMNS} from json_populate_recordset(null::${audits}, ${`[${texts.join(',')}]`}::json)`);

/** Failures of this instance: counted, and those not yet added to `counters`. */
export interface AuditFailureCounts {
  failedWrites: number;
  lostEntries: number;
  unsavedFailedWrites: number;
  unsavedLostEntries: number;
}

export interface AuditWriter {
  /** Writes the entries, whole or reduced; never throws (what it cannot store is logged and counted). */
  write(entries: AuditEntry[]): Promise<void>;
  counts(): AuditFailureCounts;
}

/** What is kept of an entry that cannot be stored whole: its columns, and the reason instead of its request and answer. */
function reducedEntry(entry: AuditEntry, error: unknown): AuditEntry {
  const code = pgErrorCode(error);
  return {
    ...entry,
    req: { descartado: `La solicitud y la respuesta no pudieron guardarse${code ? ` (error ${code} de la base de datos)` : ''}` },
    res: null,
  };
}

export function createAuditWriter(db: Database, log: FastifyBaseLogger): AuditWriter {
  const counts: AuditFailureCounts = { failedWrites: 0, lostEntries: 0, unsavedFailedWrites: 0, unsavedLostEntries: 0 };

  const failed = (entry: AuditEntry, error: unknown, what: string) => {
    counts.failedWrites++;
    counts.unsavedFailedWrites++;
    log.error({ err: error, endpoint: entry.endpoint.slice(0, 200), method: entry.method, statusCode: entry.status_code, userId: entry.user_id, failedWrites: counts.failedWrites }, what);
  };

  /** Adds the failures not yet counted in the database; kept for the next write when it cannot. */
  const saveCounts = async () => {
    const failedWrites = counts.unsavedFailedWrites;
    const lostEntries = counts.unsavedLostEntries;
    if (failedWrites === 0 && lostEntries === 0) return;
    try {
      await db.insert(counters)
        .values([{ name: FAILED_WRITES, period: 0, value: failedWrites }, { name: LOST_ENTRIES, period: 0, value: lostEntries }])
        .onConflictDoUpdate({ target: [counters.name, counters.period], set: { value: sql`${counters.value} + excluded.value` } });
      counts.unsavedFailedWrites -= failedWrites;
      counts.unsavedLostEntries -= lostEntries;
    } catch (error) {
      log.error({ err: error }, 'audit failure count not saved');
    }
  };

  const writeOne = async (entry: AuditEntry, text: string): Promise<void> => {
    try {
      await insertSerialized(db, [text]);
    } catch (error) {
      failed(entry, error, 'audit entry not stored whole');
      try {
        await insertSerialized(db, [serializeEntry(reducedEntry(entry, error))]);
      } catch (reducedError) {
        failed(entry, reducedError, 'audit entry lost');
        counts.lostEntries++;
        counts.unsavedLostEntries++;
      }
    }
  };

  /** The entry's text; an entry that cannot even be serialized (a value JSON has no form for) is written reduced. */
  const textOf = (entry: AuditEntry): string => {
    try {
      return serializeEntry(entry);
    } catch (error) {
      failed(entry, error, 'audit entry not serializable');
      return serializeEntry(reducedEntry(entry, error));
    }
  };

  const write = async (entries: AuditEntry[]): Promise<void> => {
    if (entries.length === 0) return;
    const texts = entries.map(textOf);
    if (entries.length === 1) await writeOne(entries[0], texts[0]);
    else {
      try {
        await insertSerialized(db, texts);
      } catch (error) {
        log.error({ err: error, entries: entries.length }, 'audit batch not stored: writing its entries one by one');
        counts.failedWrites++;
        counts.unsavedFailedWrites++;
        for (let i = 0; i < entries.length; i++) await writeOne(entries[i], texts[i]);
      }
    }
    await saveCounts();
  };

  return { write, counts: () => ({ ...counts }) };
}
