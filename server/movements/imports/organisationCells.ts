/**
 * The organisation lists of a movement in a file (resources/movements/OrganisationFields.tsx):
 * dependencies, sub-dependencies and positions, each one column of names separated by commas
 * as the form shows them, read into the form's {value, label} items. A sub-dependency is one
 * of the dependencies the row names, as the form offers it.
 */
import { catalogAt, type CatalogEntry } from '../../../resources/engine/catalogPath';
import type { ImportColumn } from '../../../resources/engine/importColumns';
import { CELL_MESSAGES, cataloguesOf, foldCell } from '../../engine/import/cellValues';
import type { FieldProblem } from '../../engine/import/importTarget';
import type { Row } from '../../engine/repository';
import { movementColumn } from './movementImport';

interface Item {
  value: number;
  label: string;
}

type Dependency = CatalogEntry & { subDependencies?: CatalogEntry[] };

export const ORGANISATION_LABELS = { dependencies: 'Dependencias', subDependencies: 'Sub dependencias', positions: 'Cargos' } as const;
type ListName = keyof typeof ORGANISATION_LABELS;


export const ORGANISATION_MESSAGES = {
  format: 'Nombres de la lista separados por comas, tal como los muestra el formulario (hoja Valores)',
  notOfDependencies: (label: string, text: string) => `${label}: «${text}» no pertenece a las dependencias indicadas`,
} as const;

const dependencies = () => catalogAt(cataloguesOf(), 'rrhh.dependencies') as Dependency[];
const positions = () => catalogAt(cataloguesOf(), 'rrhh.currentPositions');

/** Every name a list column may hold, for the template. */
function organisationChoices(): Record<ListName, string[]> {
  return {
    dependencies: dependencies().map((d) => d.value),
    subDependencies: [...new Set(dependencies().flatMap((d) => (d.subDependencies ?? []).map((s) => s.value)))],
    positions: positions().map((p) => p.value),
  };
}

/** The three list columns, their names offered in the template's 'Valores' sheet. */
export function organisationColumns(required: boolean): ImportColumn[] {
  const choices = organisationChoices();
  return (Object.keys(ORGANISATION_LABELS) as ListName[]).map((name) => movementColumn(name, ORGANISATION_LABELS[name], 'text', { required, format: ORGANISATION_MESSAGES.format, choices: choices[name], several: true }));
}

function namesIn(cell: unknown): string[] {
  if (cell === undefined || cell === null) return [];
  return [...new Set(String(cell).split(/[,;]/).map((name) => name.trim()).filter(Boolean))];
}

/** One list's items, by their names among `entries`; a name not there is the column's problem. */
function itemsOf(name: ListName, cell: unknown, entries: CatalogEntry[], problems: FieldProblem[], elsewhere: CatalogEntry[] = []): Item[] {
  const items: Item[] = [];
  for (const typed of namesIn(cell)) {
    const entry = entries.find((e) => foldCell(e.value) === foldCell(typed));
    if (entry) items.push({ value: Number(entry.key), label: entry.value });
    else if (elsewhere.some((e) => foldCell(e.value) === foldCell(typed))) problems.push({ field: name, message: ORGANISATION_MESSAGES.notOfDependencies(ORGANISATION_LABELS[name], typed) });
    else problems.push({ field: name, message: CELL_MESSAGES.notInCatalog(ORGANISATION_LABELS[name], typed) });
  }
  return items;
}

/** The three lists of a row as the form sends them, and the names that are not in their lists. */
export function organisationOf(sent: Row): { lists: Record<ListName, Item[]>; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const all = dependencies();
  const chosen = itemsOf('dependencies', sent.dependencies, all, problems);
  const chosenKeys = new Set(chosen.map((d) => d.value));
  const offered = all.filter((d) => chosenKeys.has(Number(d.key))).flatMap((d) => d.subDependencies ?? []);
  const subDependencies = itemsOf('subDependencies', sent.subDependencies, offered, problems, all.flatMap((d) => d.subDependencies ?? []));
  return { lists: { dependencies: chosen, subDependencies, positions: itemsOf('positions', sent.positions, positions(), problems) }, problems };
}
