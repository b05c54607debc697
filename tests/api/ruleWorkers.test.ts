/**
 * The form rules of a large import in worker threads (server/engine/import/ruleWorkers.ts):
 * the same outcome as on the main thread, for clean and failing bodies, many at once; a
 * schema the workers do not know is left to the main thread.
 */
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { RuleWorkers } from '../../server/engine/import/ruleWorkers';
import { schemaOutcome, validatedRow } from '../../server/engine/import/schemaRows';
import { OFFICER_RULE_SCHEMAS } from '../../server/officers/import/ruleSchemas';

const entry = new URL('../../server/officers/import/ruleWorker.ts', import.meta.url);
const member = (overrides: Record<string, unknown>) => ({ identification: 60_000_001, firstName: 'Ana', firstLastname: 'Pérez', gender: 2, dateBirth: '2010-05-01', parentage: 1, civilState: 1, ...overrides });

describe('rule workers', () => {
  it('answers what the main thread answers, for many bodies at once', async () => {
    const workers = new RuleWorkers(entry, OFFICER_RULE_SCHEMAS);
    const bodies = [
      member({}),
      member({ firstName: '', dateBirth: '2010-02-31' }),
      member({ identification: 'doce', gender: 9 }),
      ...Array.from({ length: 200 }, (_, i) => member({ identification: 60_000_100 + i, firstName: i % 2 ? 'Luis' : '' })),
    ];
    const inWorkers = await Promise.all(bodies.map((body) => workers.validate(OFFICER_RULE_SCHEMAS.familyMember, body)));
    const here = await Promise.all(bodies.map((body) => schemaOutcome(OFFICER_RULE_SCHEMAS.familyMember, body)));
    expect(inWorkers).toEqual(here);
    expect(here[0].errors).toEqual([]);
    expect(here[1].errors.length).toBeGreaterThan(0);
    expect(await validatedRow(OFFICER_RULE_SCHEMAS.familyMember, bodies[1], undefined, workers)).toEqual(await validatedRow(OFFICER_RULE_SCHEMAS.familyMember, bodies[1]));
  }, 60_000);

  it('leaves a schema it does not know to the main thread', async () => {
    const workers = new RuleWorkers(entry, OFFICER_RULE_SCHEMAS);
    const other = yup.object({ name: yup.string().required('El nombre es requerido') });
    expect(workers.validate(other, {})).toBeNull();
    expect(await validatedRow(other, {}, undefined, workers)).toEqual({ problems: [{ field: 'name', message: 'El nombre es requerido' }] });
  });
});
