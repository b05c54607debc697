/** The raw side of a case list call: the generic repository's list as the route builds it (page with its involved records, total from the counts or kept), in process, without HTTP, session or audit. */
import { disciplinaryCasesDeclaration } from '../../resources/disciplinary/declaration';
import type { DatabaseHandle } from '../../server/db/client';
import { disciplinaryCases } from '../../server/db/schema';
import { caseListTotal } from '../../server/disciplinary/counts';
import { involvedColumns } from '../../server/disciplinary/involved';
import { ResourceRepository } from '../../server/engine/repository';

const repositories = new WeakMap<DatabaseHandle, ResourceRepository>();

export function listCasesRaw(database: DatabaseHandle, query: URLSearchParams) {
  let repository = repositories.get(database);
  if (!repository) repositories.set(database, (repository = new ResourceRepository(database.db, disciplinaryCasesDeclaration, disciplinaryCases, { embedColumns: involvedColumns(disciplinaryCases.id), ...caseListTotal(database.db) })));
  const filters = Object.fromEntries([...query].filter(([k]) => !['page', 'pageSize', 'search'].includes(k)).map(([k, v]) => [k, Number(v)]));
  return repository.list({ page: Number(query.get('page') ?? 1), pageSize: Number(query.get('pageSize') ?? 10), search: query.get('search') ?? undefined, filters });
}
