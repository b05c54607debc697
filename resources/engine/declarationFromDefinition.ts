/**
 * A designed resource's definition (definitionSchema.ts) as the ResourceDeclaration the
 * engine serves: the browser builds its screens and yup validation, the server its table
 * and routes, from the same object. The Spanish messages a definition leaves out are
 * filled in here (withDefaultMessages), so what is stored is what users see.
 */
import { emptyPermissionTree } from '../../authProvider/moduleCatalogue';
import type { AccessPath, AccessRule } from '../../authProvider/permissions';
import type { DefinitionField, DefinitionRules, ResourceDefinition } from './definitionSchema';
import { withIndefinite } from './spanish';
import type { FieldDeclaration, FieldRules, ResourceAction, ResourceDeclaration } from './types';
import { DEFAULT_MAX_LENGTH } from './validation';

/** Where designed resources answer, under /api, and their screens, under /home. */
export const DESIGNED_API_PREFIX = 'designed';

/** The text types: their maximum length is always set (the type's default when absent). */
const TEXT_TYPES = new Set(['text', 'longText', 'email']);

/** Key under which a reference field's record is embedded in answers. */
export const embedNameOf = (field: string) => `${field}Record`;

/**
 * The permission node of a designed resource: the sub-module and whether it has the
 * internal modules 1 Registrar, 2 Consultar, 3 Editar (then each action takes its own).
 */
export interface DesignedNode {
  module: number;
  sub: number;
  crudInternals: boolean;
}

/**
 * The permission node of a definition: its own sub-module (`permissionNode`, allotted when
 * it was created), or the existing sub-module it names, whose internal modules 1 Registrar,
 * 2 Consultar, 3 Editar then guard each action when it has them.
 */
export function designedNodeOf(definition: ResourceDefinition, permissionNode: number | null): DesignedNode {
  const { module, subModule } = definition.permission;
  if (subModule === undefined || permissionNode !== null) return { module, sub: permissionNode ?? 0, crudInternals: true };
  const sub = emptyPermissionTree().find((m) => m.id === module)?.subModules.find((s) => s.id === subModule);
  const names = sub?.internalModules.map((i) => `${i.id}:${i.name}`).join(',');
  return { module, sub: subModule, crudInternals: names === '1:Registrar,2:Consultar,3:Editar' };
}

export function accessOfNode(node: DesignedNode): Record<ResourceAction, AccessRule> {
  const at = (internal?: number): AccessPath => (node.crudInternals && internal ? { module: node.module, sub: node.sub, internal } : { module: node.module, sub: node.sub });
  const register = at(1);
  const read = at(2);
  const edit = at(3);
  return { create: register, list: read, get: read, export: read, update: edit, delete: edit, status: edit };
}

function ruleMessages(label: string, type: DefinitionField['type'], rules: DefinitionRules = {}): DefinitionRules {
  const out: DefinitionRules = { ...rules };
  if (rules.required) out.required = { message: rules.required.message ?? `El campo ${label} es requerido` };
  if (rules.minLength) out.minLength = { value: rules.minLength.value, message: rules.minLength.message ?? `${label}: debe tener al menos ${rules.minLength.value} caracteres` };
  const maxLength = rules.maxLength?.value ?? (TEXT_TYPES.has(type) || type === 'textList' ? DEFAULT_MAX_LENGTH[type] : undefined);
  if (maxLength !== undefined) out.maxLength = { value: maxLength, message: rules.maxLength?.message ?? `${label}: no puede exceder ${maxLength} caracteres` };
  if (rules.min) out.min = { value: rules.min.value, message: rules.min.message ?? `${label}: debe ser mayor o igual a ${rules.min.value}` };
  if (rules.max) out.max = { value: rules.max.value, message: rules.max.message ?? `${label}: debe ser menor o igual a ${rules.max.value}` };
  if (rules.pattern) out.pattern = { value: rules.pattern.value, message: rules.pattern.message ?? `${label}: formato inválido` };
  if (rules.maxItems) out.maxItems = { value: rules.maxItems.value, message: rules.maxItems.message ?? `${label}: no puede tener más de ${rules.maxItems.value} elementos` };
  return out;
}

/** The definition with every Spanish message its rules leave out filled in (and every text's maximum length). */
export function withDefaultMessages(definition: ResourceDefinition): ResourceDefinition {
  const fields: Record<string, DefinitionField> = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    const filled: DefinitionField = { ...field };
    const rules = ruleMessages(field.label, field.type, field.rules);
    if (Object.keys(rules).length) filled.rules = rules;
    if (field.unique) filled.unique = { message: field.unique.message ?? `Ya existe ${withIndefinite(definition.label)} con ese valor de ${field.label}` };
    if (field.reference) filled.reference = { ...field.reference, missing: field.reference.missing ?? `${field.label}: el registro seleccionado no existe` };
    fields[name] = filled;
  }
  return { ...definition, fields };
}

function fieldRules(rules: DefinitionRules | undefined): FieldRules | undefined {
  if (!rules) return undefined;
  const out: FieldRules = {};
  const pair = (rule: { value: number; message?: string } | undefined): [number, string] | undefined => (rule ? [rule.value, rule.message ?? ''] : undefined);
  if (rules.required) out.required = rules.required.message ?? '';
  if (rules.minLength) out.minLength = pair(rules.minLength);
  if (rules.maxLength) out.maxLength = pair(rules.maxLength);
  if (rules.min) out.min = pair(rules.min);
  if (rules.max) out.max = pair(rules.max);
  if (rules.maxItems) out.maxItems = pair(rules.maxItems);
  if (rules.pattern) out.pattern = [new RegExp(rules.pattern.value), rules.pattern.message ?? ''];
  return out;
}

function fieldDeclaration(name: string, field: DefinitionField): FieldDeclaration {
  const declared: FieldDeclaration = { type: field.type, label: field.label };
  const rules = fieldRules(field.rules);
  if (rules) declared.rules = rules;
  if (field.unique) declared.unique = field.unique.message ?? '';
  if (field.catalog) declared.catalog = field.catalog;
  if (field.reference) {
    declared.reference = { resource: field.reference.resource, display: field.reference.display, embedAs: embedNameOf(name), ...(field.reference.missing ? { missing: field.reference.missing } : {}) };
  }
  if (field.hiddenInForm) declared.hiddenInForm = true;
  if (field.default !== undefined) declared.default = field.default;
  return declared;
}

/**
 * The declaration of a designed resource. `definition` should carry its messages
 * (withDefaultMessages); `node` is its place in the permission tree.
 */
export function declarationFromDefinition(definition: ResourceDefinition, node: DesignedNode): ResourceDeclaration {
  const entries = Object.entries(definition.fields);
  const flagged = (flag: 'list' | 'search' | 'filter' | 'sort' | 'export') => entries.filter(([, field]) => field[flag]).map(([name]) => name);
  const listFields = flagged('list').length ? flagged('list') : entries.slice(0, 5).map(([name]) => name);
  const exportFields = flagged('export').length ? flagged('export') : listFields;
  const firstText = entries.find(([, field]) => field.type === 'text');
  return {
    name: definition.name,
    table: definition.name,
    apiPath: `${DESIGNED_API_PREFIX}/${definition.name}`,
    route: `${DESIGNED_API_PREFIX}/${definition.name}`,
    label: definition.label,
    fields: Object.fromEntries(entries.map(([name, field]) => [name, fieldDeclaration(name, field)])),
    searchFields: flagged('search'),
    // One folded column with one trigram index serves every searched field, as the large built-in lists do.
    searchText: flagged('search').length > 0,
    filterFields: flagged('filter'),
    listFields,
    sortFields: flagged('sort'),
    exportFields,
    access: accessOfNode(node),
    menu: { group: definition.menu.group, ...(definition.menu.order !== undefined ? { order: definition.menu.order } : {}) },
    views: 'dialogs',
    referenceOptions: true,
    ...(firstText ? { recordRepresentation: firstText[0] } : {}),
  };
}
