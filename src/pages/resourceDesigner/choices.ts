/**
 * What the designer offers to choose from: catalogues already used by declared resources,
 * the resources a reference may point at and the fields they show, sidebar groups and
 * the permission tree's modules.
 */
import { emptyPermissionTree } from '../../../authProvider/moduleCatalogue';
import type { DefinitionFieldType } from '../../../resources/engine/definitionSchema';
// Which types take which rule and flag: the server's checks' own sets.
export { NOT_FILTERED, NOT_SORTED, TEXT_TYPES, UNIQUE_TYPES } from '../../../resources/engine/definitionChecks';
import { MENU_GROUPS } from '../../../resources/menuGroups';
import { moduleDeclarations } from '../../../resources/modules';
import { resourceDeclarations } from '../../../resources/registry';

const declared = [...resourceDeclarations, ...moduleDeclarations];

/** Catalogue paths of data-init that declared fields already read (a path can also be typed). */
export const catalogPaths: string[] = [...new Set(declared.flatMap((d) => Object.values(d.fields).map((f) => f.catalog).filter((c): c is string => Boolean(c))))].sort();

export interface ReferenceTarget {
  name: string;
  label: string;
  /** Fields whose value may name a record in a list. */
  displays: { name: string; label: string }[];
}

const SHOWN_TYPES = new Set(['text', 'email', 'integer']);

export const referenceTargets: ReferenceTarget[] = [
  ...resourceDeclarations.map((d) => ({
    name: d.name,
    label: d.label.many,
    displays: Object.entries(d.fields).filter(([, f]) => SHOWN_TYPES.has(f.type) && !f.writeOnly).map(([name, f]) => ({ name, label: f.label })),
  })),
  { name: 'officers', label: 'Funcionarios', displays: [{ name: 'identification', label: 'Cédula' }, { name: 'firstName', label: 'Primer nombre' }, { name: 'firstLastname', label: 'Primer apellido' }] },
];

export const menuGroups = MENU_GROUPS.map((group) => ({ key: group.key, label: group.label }));

export const permissionModules = () => emptyPermissionTree().map((m) => ({ id: m.id, name: m.name, subModules: m.subModules.map((s) => ({ id: s.id, name: s.name })) }));

export const NUMBER_TYPES: ReadonlySet<DefinitionFieldType> = new Set(['integer', 'decimal']);
