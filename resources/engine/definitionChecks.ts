/**
 * The checks of a resource definition that its JSON Schema cannot say, with Spanish
 * messages: reserved and duplicate names, rules that contradict each other, flags a type
 * cannot take, references and catalogues that do not exist. Browser and server run the
 * same checks; the caller hands in what they are checked against (DefinitionContext).
 */
import type { DefinitionField, ResourceDefinition } from './definitionSchema';
import { isRealIsoDate } from './dates';
import { embedNameOf } from './declarationFromDefinition';
import { columnNameOf } from './types';

export interface DefinitionContext {
  /** Names and tables of the built-in resources (and platform tables), which no definition may take. */
  builtInNames: readonly string[];
  /** Resources a reference may point at, with the fields it may show. */
  referenceTargets: Readonly<Record<string, readonly string[]>>;
  /** The keys of a data-init catalogue, or undefined when the path names none. */
  catalogueKeys: (path: string) => readonly (string | number)[] | undefined;
  menuGroups: readonly string[];
  /** The permission tree's modules and their sub-modules' ids. */
  modules: readonly { id: number; subModules: readonly number[] }[];
}

/** PostgreSQL's reserved key words, and a few statements' names: never a table's nor a column's name. */
export const SQL_RESERVED_WORDS: ReadonlySet<string> = new Set([
  'all', 'alter', 'analyse', 'analyze', 'and', 'any', 'array', 'as', 'asc', 'asymmetric', 'authorization', 'between', 'binary', 'both', 'case', 'cast',
  'check', 'collate', 'collation', 'column', 'concurrently', 'constraint', 'create', 'cross', 'current_catalog', 'current_date', 'current_role',
  'current_schema', 'current_time', 'current_timestamp', 'current_user', 'default', 'deferrable', 'delete', 'desc', 'distinct', 'do', 'drop', 'else',
  'end', 'except', 'false', 'fetch', 'for', 'foreign', 'freeze', 'from', 'full', 'grant', 'group', 'having', 'ilike', 'in', 'index', 'initially',
  'inner', 'insert', 'intersect', 'into', 'is', 'isnull', 'join', 'lateral', 'leading', 'left', 'like', 'limit', 'localtime', 'localtimestamp',
  'natural', 'not', 'notnull', 'null', 'offset', 'on', 'only', 'or', 'order', 'outer', 'overlaps', 'placing', 'primary', 'references', 'returning',
  'revoke', 'right', 'schema', 'select', 'sequence', 'session_user', 'similar', 'some', 'symmetric', 'table', 'tablesample', 'then', 'to',
  'trailing', 'trigger', 'true', 'truncate', 'union', 'unique', 'update', 'user', 'using', 'variadic', 'verbose', 'view', 'when', 'where',
  'window', 'with',
]);

/** Columns every table has, and the list's query parameters (a filter takes its field's name). */
const RESERVED_FIELD_NAMES = new Set(['id', 'version', 'createdAt', 'updatedAt', 'searchText', 'documents', 'page', 'pageSize', 'search', 'sort', 'order', 'confirm']);
/** Names of the application's own paths and schemas. */
const RESERVED_RESOURCE_NAMES = new Set(['designed', 'configuration', 'public', 'drizzle', 'information_schema', 'pg_catalog', 'resources', 'audits', 'files', 'export']);

export const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'longText', 'email']);
/** The largest maximum length of each text type (an index entry, a page of notes). */
const LENGTH_LIMIT: Record<string, number> = { text: 255, email: 254, longText: 10000, textList: 255 };
export const UNIQUE_TYPES: ReadonlySet<string> = new Set(['text', 'email', 'integer', 'decimal', 'date']);
export const NOT_FILTERED: ReadonlySet<string> = new Set(['longText', 'textList']);
export const NOT_SORTED: ReadonlySet<string> = new Set(['textList']);
/** PostgreSQL's longest identifier. */
const MAX_IDENTIFIER = 63;

const snake = (name: string) => columnNameOf(name);

/** A quantified group that is itself quantified ('(a+)+'): backtracking could take forever on a long text. */
const NESTED_QUANTIFIER = /\([^)]*[+*}][^)]*\)\s*[+*{]/;

function ruleProblems(name: string, field: DefinitionField): string[] {
  const problems: string[] = [];
  const rules = field.rules ?? {};
  const at = `Campo "${name}"`;
  const text = TEXT_TYPES.has(field.type);
  const numeric = field.type === 'integer' || field.type === 'decimal';
  if ((rules.minLength || rules.pattern) && !text) problems.push(`${at}: las reglas de longitud y patrón solo aplican a campos de texto`);
  if (rules.maxLength && !text && field.type !== 'textList') problems.push(`${at}: la longitud máxima solo aplica a campos de texto`);
  if ((rules.min || rules.max) && !numeric) problems.push(`${at}: los valores mínimo y máximo solo aplican a campos numéricos`);
  if (rules.maxItems && field.type !== 'textList') problems.push(`${at}: la cantidad máxima de elementos solo aplica a listas de textos`);
  if (rules.min && rules.max && rules.min.value > rules.max.value) problems.push(`${at}: el valor mínimo no puede ser mayor que el máximo`);
  if (rules.minLength && rules.maxLength && rules.minLength.value > rules.maxLength.value) problems.push(`${at}: la longitud mínima no puede ser mayor que la máxima`);
  const limit = LENGTH_LIMIT[field.type];
  if (rules.maxLength && limit !== undefined && rules.maxLength.value > limit) problems.push(`${at}: la longitud máxima no puede exceder ${limit} caracteres`);
  if (rules.minLength && limit !== undefined && rules.minLength.value > limit) problems.push(`${at}: la longitud mínima no puede exceder ${limit} caracteres`);
  if (field.type === 'integer' && ((rules.min && !Number.isInteger(rules.min.value)) || (rules.max && !Number.isInteger(rules.max.value)))) {
    problems.push(`${at}: los límites de un número entero deben ser enteros`);
  }
  if (rules.pattern) {
    try {
      new RegExp(rules.pattern.value);
      if (NESTED_QUANTIFIER.test(rules.pattern.value)) problems.push(`${at}: el patrón es demasiado complejo (cuantificadores anidados)`);
    } catch {
      problems.push(`${at}: el patrón no es una expresión regular válida`);
    }
  }
  return problems;
}

function defaultProblem(name: string, field: DefinitionField, context: DefinitionContext): string | null {
  const value = field.default;
  if (value === undefined || value === null) return null;
  const at = `Campo "${name}": el valor por defecto`;
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : `${at} debe ser verdadero o falso`;
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 2147483647 ? null : `${at} debe ser un número entero`;
    case 'decimal':
      return typeof value === 'number' ? null : `${at} debe ser un número`;
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealIsoDate(value) ? null : `${at} debe ser una fecha AAAA-MM-DD`;
    case 'catalog': {
      const keys = field.catalog ? context.catalogueKeys(field.catalog) : undefined;
      return keys?.some((key) => String(key) === String(value)) ? null : `${at} no está en el catálogo`;
    }
    case 'reference':
    case 'textList':
      return `${at} no se admite en este tipo de campo`;
    default:
      if (typeof value !== 'string') return `${at} debe ser texto`;
      return value.length > (field.rules?.maxLength?.value ?? LENGTH_LIMIT[field.type] ?? 255) ? `${at} excede la longitud máxima` : null;
  }
}

function fieldProblems(name: string, field: DefinitionField, context: DefinitionContext): string[] {
  const at = `Campo "${name}"`;
  const problems = ruleProblems(name, field);
  const column = snake(name);
  if (RESERVED_FIELD_NAMES.has(name) || SQL_RESERVED_WORDS.has(column) || SQL_RESERVED_WORDS.has(name.toLowerCase()) || column === 'created_at' || column === 'updated_at' || column === 'search_text') {
    problems.push(`${at}: es un nombre reservado`);
  }
  if (column.length > MAX_IDENTIFIER) problems.push(`${at}: el nombre es demasiado largo`);
  if (field.type === 'catalog') {
    const keys = field.catalog ? context.catalogueKeys(field.catalog) : undefined;
    if (!field.catalog) problems.push(`${at}: debe indicar el catálogo`);
    else if (!keys || keys.length === 0) problems.push(`${at}: el catálogo "${field.catalog}" no existe`);
    else if (keys.some((key) => typeof key !== 'number')) problems.push(`${at}: el catálogo "${field.catalog}" no tiene claves numéricas`);
  } else if (field.catalog) problems.push(`${at}: solo un campo de catálogo indica un catálogo`);
  if (field.type === 'reference') {
    const target = field.reference ? context.referenceTargets[field.reference.resource] : undefined;
    if (!field.reference) problems.push(`${at}: debe indicar el recurso referenciado`);
    else if (!target) problems.push(`${at}: el recurso referenciado "${field.reference.resource}" no existe`);
    else if (!target.includes(field.reference.display)) problems.push(`${at}: el recurso "${field.reference.resource}" no tiene el campo "${field.reference.display}"`);
  } else if (field.reference) problems.push(`${at}: solo un campo de referencia indica un recurso`);
  if (field.search && !TEXT_TYPES.has(field.type)) problems.push(`${at}: solo los campos de texto pueden ser buscados`);
  if (field.filter && NOT_FILTERED.has(field.type)) problems.push(`${at}: este tipo de campo no puede ser filtrado`);
  if (field.sort && NOT_SORTED.has(field.type)) problems.push(`${at}: este tipo de campo no puede ordenarse`);
  if (field.unique && !UNIQUE_TYPES.has(field.type)) problems.push(`${at}: este tipo de campo no puede ser único`);
  const wrongDefault = defaultProblem(name, field, context);
  if (wrongDefault) problems.push(wrongDefault);
  return problems;
}

/** The Spanish messages of what is wrong with a definition the JSON Schema accepted ([] when nothing). */
export function definitionProblems(definition: ResourceDefinition, context: DefinitionContext): string[] {
  const problems: string[] = [];
  const name = definition.name;
  const taken = new Set(context.builtInNames.flatMap((n) => [n.toLowerCase(), snake(n)]));
  if (SQL_RESERVED_WORDS.has(name) || RESERVED_RESOURCE_NAMES.has(name) || name.startsWith('pg_')) problems.push(`El nombre "${name}" es una palabra reservada`);
  else if (taken.has(name)) problems.push(`El nombre "${name}" ya lo usa un recurso del sistema`);
  const columns = new Map<string, string>();
  const embeds = new Set(Object.entries(definition.fields).filter(([, f]) => f.type === 'reference').map(([n]) => embedNameOf(n)));
  for (const [fieldName, field] of Object.entries(definition.fields)) {
    const column = snake(fieldName);
    if (columns.has(column)) problems.push(`Campo "${fieldName}": duplica el nombre del campo "${columns.get(column)}"`);
    else columns.set(column, fieldName);
    if (embeds.has(fieldName)) problems.push(`Campo "${fieldName}": el nombre lo usa la referencia de otro campo`);
    problems.push(...fieldProblems(fieldName, field, context));
  }
  if (!context.menuGroups.includes(definition.menu.group)) problems.push(`El grupo del menú "${definition.menu.group}" no existe`);
  const module = context.modules.find((m) => m.id === definition.permission.module);
  if (!module) problems.push(`El módulo ${definition.permission.module} no existe en el árbol de permisos`);
  else if (definition.permission.subModule !== undefined && !module.subModules.includes(definition.permission.subModule)) {
    problems.push(`El submódulo ${definition.permission.subModule} no existe en el módulo ${module.id}`);
  }
  return [...new Set(problems)];
}
