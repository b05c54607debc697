import type { Database, DatabaseHandle } from '../db/client';
import type { FileStorage } from '../lib/storage';

/** What every route module receives from the app factory. */
export interface AppContext {
  db: Database;
  database: DatabaseHandle;
  storage: FileStorage;
  jwtSecret: string;
  version: string;
}
