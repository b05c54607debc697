/**
 * Vitest global setup: builds the run's database templates once, before any test file
 * (tests/support/databaseTemplates.ts), and removes them at the end of the run.
 */
import { prepareTemplates } from './databaseTemplates';

export default async function setup(): Promise<() => Promise<void>> {
  return prepareTemplates();
}
