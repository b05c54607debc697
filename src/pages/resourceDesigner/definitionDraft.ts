/**
 * The designer's draft of a definition: a new one, its fields added, moved and removed,
 * a field's technical name made from its label, and the server's problems placed on the
 * field they name ('Campo "code": …', 'fields.code.label: …').
 */
import type { DefinitionField, DefinitionFieldType, ResourceDefinition } from '../../../resources/engine/definitionSchema';

export function emptyDefinition(): ResourceDefinition {
  return {
    name: '',
    label: { one: '', many: '', gender: 'm' },
    fields: {},
    menu: { group: 'configuration' },
    permission: { module: 8 },
  };
}

/** 'Fecha de carga' → 'fechaDeCarga' (accents dropped, at most 40 characters, starting with a letter). */
export function fieldNameOf(label: string): string {
  const words = label.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9 ]/g, ' ').trim().split(/\s+/).filter(Boolean);
  const name = words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('').replace(/^[0-9]+/, '');
  return name.slice(0, 40);
}

/** A name not yet taken among the draft's fields. */
export function freeFieldName(definition: ResourceDefinition, wanted: string): string {
  const base = wanted || 'campo';
  if (!(base in definition.fields)) return base;
  for (let n = 2; ; n++) if (!(`${base}${n}` in definition.fields)) return `${base}${n}`;
}

export function newField(type: DefinitionFieldType = 'text'): DefinitionField {
  return { type, label: '', list: true };
}

/** The fields as an ordered list (a definition keeps its fields in form order). */
export const fieldEntries = (definition: ResourceDefinition) => Object.entries(definition.fields);

export function withFields(definition: ResourceDefinition, entries: [string, DefinitionField][]): ResourceDefinition {
  return { ...definition, fields: Object.fromEntries(entries) };
}

export function renameField(definition: ResourceDefinition, from: string, to: string): ResourceDefinition {
  return withFields(definition, fieldEntries(definition).map(([name, field]) => [name === from ? to : name, field]));
}

export function moveField(definition: ResourceDefinition, name: string, step: -1 | 1): ResourceDefinition {
  const entries = fieldEntries(definition);
  const at = entries.findIndex(([n]) => n === name);
  const to = at + step;
  if (at < 0 || to < 0 || to >= entries.length) return definition;
  [entries[at], entries[to]] = [entries[to], entries[at]];
  return withFields(definition, entries);
}

/** Which field a server problem names, if any. */
export function fieldOfProblem(problem: string): string | undefined {
  return /^Campo "([^"]+)"/.exec(problem)?.[1] ?? /^fields\.([A-Za-z0-9]+)/.exec(problem)?.[1];
}

/** The draft as sent: empty texts and flags left out, so the server fills in its defaults. */
export function cleanDefinition(definition: ResourceDefinition): ResourceDefinition {
  const fields = Object.fromEntries(fieldEntries(definition).map(([name, field]) => {
    const clean: DefinitionField = { type: field.type, label: field.label };
    for (const flag of ['list', 'search', 'filter', 'sort', 'export', 'hiddenInForm'] as const) if (field[flag]) clean[flag] = true;
    if (field.rules) {
      const rules = Object.fromEntries(Object.entries(field.rules).filter(([, rule]) => rule !== undefined).map(([key, rule]) => {
        const { message, ...rest } = rule as { message?: string };
        return [key, message?.trim() ? { ...rest, message: message.trim() } : rest];
      }));
      if (Object.keys(rules).length) clean.rules = rules;
    }
    if (field.unique) clean.unique = field.unique.message?.trim() ? { message: field.unique.message.trim() } : {};
    if (field.type === 'catalog' && field.catalog) clean.catalog = field.catalog;
    if (field.type === 'reference' && field.reference) clean.reference = { resource: field.reference.resource, display: field.reference.display };
    if (field.default !== undefined && field.default !== '') clean.default = field.default;
    return [name, clean];
  }));
  return { ...definition, fields };
}
