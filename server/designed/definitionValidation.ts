/**
 * A definition as the server accepts it: valid against the JSON Schema the designer
 * reads too (ajv, with Spanish messages), then the checks a schema cannot say
 * (resources/engine/definitionChecks.ts) against this server's resources, catalogues,
 * menu groups and permission tree. Answers the definition with its default messages.
 */
import Ajv, { type ErrorObject } from 'ajv';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { emptyPermissionTree } from '../../authProvider/moduleCatalogue';
import { catalogAt } from '../../resources/engine/catalogPath';
import { definitionProblems, type DefinitionContext } from '../../resources/engine/definitionChecks';
import { withDefaultMessages } from '../../resources/engine/declarationFromDefinition';
import { definitionSchema, MAX_DEFINITION_FIELDS, type ResourceDefinition } from '../../resources/engine/definitionSchema';
import { MENU_GROUPS } from '../../resources/menuGroups';
import { resourceDeclarations } from '../../resources/registry';
import { buildDataInit } from '../catalogues';
import * as schema from '../db/schema';
import { badRequest } from '../lib/envelope';

const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile<ResourceDefinition>(definitionSchema);

const TYPE_NAMES: Record<string, string> = { string: 'texto', number: 'un número', integer: 'un número entero', boolean: 'verdadero o falso', object: 'un objeto', array: 'una lista', null: 'nulo' };

/** '/fields/code/rules/maxLength/value' → 'fields.code.rules.maxLength.value'; the root is 'La definición'. */
const where = (path: string) => (path ? path.slice(1).split('/').join('.') : 'La definición');

function spanishError(error: ErrorObject): string {
  const at = where(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': return `${at}: falta "${String(params.missingProperty)}"`;
    case 'additionalProperties': return `${at}: "${String(params.additionalProperty)}" no es una propiedad permitida`;
    case 'type': return `${at}: debe ser ${String(params.type).split(',').map((t) => TYPE_NAMES[t] ?? t).join(' o ')}`;
    case 'enum': return `${at}: debe ser uno de ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'minLength': return Number(params.limit) === 1 ? `${at}: es requerido` : `${at}: debe tener al menos ${String(params.limit)} caracteres`;
    case 'maxLength': return `${at}: no puede exceder ${String(params.limit)} caracteres`;
    case 'minimum': return `${at}: debe ser mayor o igual a ${String(params.limit)}`;
    case 'maximum': return `${at}: debe ser menor o igual a ${String(params.limit)}`;
    case 'minProperties': return 'Debe definir al menos un campo';
    case 'maxProperties': return `Un recurso no puede tener más de ${MAX_DEFINITION_FIELDS} campos`;
    case 'propertyNames': return `Nombre de campo inválido "${String(params.propertyName)}": debe empezar por una letra minúscula y tener de 2 a 40 letras o cifras`;
    case 'pattern':
      if (error.propertyName !== undefined) return `Nombre de campo inválido "${error.propertyName}": debe empezar por una letra minúscula y tener de 2 a 40 letras o cifras`;
      if (error.instancePath === '/name') return 'El nombre debe empezar por una letra minúscula y tener de 3 a 40 letras minúsculas, cifras o guiones bajos';
      return `${at}: formato inválido`;
    default: return `${at}: valor inválido`;
  }
}

/** Every built-in table's name (public schema) and every resource's name: a definition takes none. */
function builtInNames(): string[] {
  const exported: unknown[] = Object.values(schema);
  const tables = exported.filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableName(table));
  return [...new Set([...resourceDeclarations.flatMap((d) => [d.name, d.table]), ...tables])];
}

/** What a reference may point at: the registry's resources (their readable fields) and the officers. */
function referenceTargets(): Record<string, string[]> {
  const targets: Record<string, string[]> = {};
  for (const declaration of resourceDeclarations) {
    targets[declaration.name] = ['id', ...Object.entries(declaration.fields).filter(([, f]) => !f.writeOnly).map(([name]) => name)];
  }
  targets.officers = Object.keys(getTableColumns(schema.officers));
  return targets;
}

let catalogues: ReturnType<typeof buildDataInit> | undefined;

/** The context of the checks; the permission tree as it is now (with the designed nodes). */
export function definitionContext(): DefinitionContext {
  catalogues ??= buildDataInit('');
  const root = catalogues;
  return {
    builtInNames: builtInNames(),
    referenceTargets: referenceTargets(),
    catalogueKeys: (path) => {
      const entries = catalogAt(root, path);
      return entries.length ? entries.map((entry) => entry.key) : undefined;
    },
    menuGroups: MENU_GROUPS.map((group) => group.key),
    modules: emptyPermissionTree().map((module) => ({ id: module.id, subModules: module.subModules.map((sub) => sub.id) })),
  };
}

/** The definition a body holds, with its default messages; a 400 with the Spanish problems otherwise. */
export function checkedDefinition(body: unknown): ResourceDefinition {
  if (!validate(body)) throw badRequest([...new Set((validate.errors ?? []).map(spanishError))]);
  const problems = definitionProblems(body, definitionContext());
  if (problems.length) throw badRequest(problems);
  return withDefaultMessages(body);
}

/** The JSON Schema, as GET /api/configuration/resources/schema answers it. */
export { definitionSchema };
