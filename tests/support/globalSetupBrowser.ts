/**
 * Vitest global setup of the browser files (vitest.e2e.config.ts): they all serve the app on
 * PGlite, so only the PGlite templates are built, even when TEST_DATABASE_URL is set.
 */
import { prepareTemplates } from './databaseTemplates';

export default async function setup(): Promise<() => Promise<void>> {
  return prepareTemplates({ postgres: false });
}
