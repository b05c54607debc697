/**
 * A resource designed by an administrator, as data (issue 29): the JSON Schema both the
 * designer and the server validate a definition against, and its TypeScript shape. What
 * a schema cannot say (reserved names, contradicting rules, references) is in
 * definitionChecks.ts; the declaration the engine serves comes from
 * declarationFromDefinition.ts.
 */
import type { Gender } from './spanish';

/** The field types a definition may use (no passwords nor raw json). */
export const DEFINITION_FIELD_TYPES = ['text', 'longText', 'email', 'integer', 'decimal', 'boolean', 'date', 'catalog', 'reference', 'textList'] as const;
export type DefinitionFieldType = (typeof DEFINITION_FIELD_TYPES)[number];

export const MAX_DEFINITION_FIELDS = 40;
export const RESOURCE_NAME_PATTERN = '^[a-z][a-z0-9_]{2,39}$';
export const FIELD_NAME_PATTERN = '^[a-z][a-zA-Z0-9]{1,39}$';

/** A rule's bound and its Spanish message (a default message is filled in when absent). */
export interface BoundRule {
  value: number;
  message?: string;
}

export interface DefinitionRules {
  required?: { message?: string };
  minLength?: BoundRule;
  maxLength?: BoundRule;
  min?: BoundRule;
  max?: BoundRule;
  /** A regular expression as text (JavaScript syntax, no flags). */
  pattern?: { value: string; message?: string };
  maxItems?: BoundRule;
}

export interface DefinitionField {
  type: DefinitionFieldType;
  label: string;
  rules?: DefinitionRules;
  /** Unique among rows (texts ignoring case); the 409's message. */
  unique?: { message?: string };
  /** For `catalog`: the data-init path of the list ('configuration.typeServices'). */
  catalog?: string;
  /** For `reference`: a built-in resource (or 'officers') and the field shown for it. */
  reference?: { resource: string; display: string; missing?: string };
  list?: boolean;
  search?: boolean;
  filter?: boolean;
  sort?: boolean;
  export?: boolean;
  hiddenInForm?: boolean;
  default?: string | number | boolean | null;
}

export interface ResourceDefinition {
  name: string;
  label: { one: string; many: string; gender: Gender };
  /** In form order (stored as json, which keeps the order). */
  fields: Record<string, DefinitionField>;
  menu: { group: string; order?: number };
  /**
   * Where its node sits in the permission tree: under an existing sub-module, or (no
   * `subModule`) as a new sub-module of `module` with Registrar / Consultar / Editar.
   */
  permission: { module: number; subModule?: number };
}

const label = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const message = { type: 'string', minLength: 1, maxLength: 200 } as const;
const bound = (minimum: number, maximum: number) => ({
  type: 'object',
  additionalProperties: false,
  required: ['value'],
  properties: { value: { type: 'number', minimum, maximum }, message },
}) as const;
const NUMBER_LIMIT = 1e15;

export const definitionFieldSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'label'],
  properties: {
    type: { type: 'string', enum: DEFINITION_FIELD_TYPES },
    label: label(80),
    rules: {
      type: 'object',
      additionalProperties: false,
      properties: {
        required: { type: 'object', additionalProperties: false, properties: { message } },
        minLength: bound(0, 10000),
        maxLength: bound(1, 10000),
        min: bound(-NUMBER_LIMIT, NUMBER_LIMIT),
        max: bound(-NUMBER_LIMIT, NUMBER_LIMIT),
        pattern: { type: 'object', additionalProperties: false, required: ['value'], properties: { value: { type: 'string', minLength: 1, maxLength: 300 }, message } },
        maxItems: bound(1, 100),
      },
    },
    unique: { type: 'object', additionalProperties: false, properties: { message } },
    catalog: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*)*$' },
    reference: {
      type: 'object',
      additionalProperties: false,
      required: ['resource', 'display'],
      properties: {
        resource: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' },
        display: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' },
        missing: message,
      },
    },
    list: { type: 'boolean' },
    search: { type: 'boolean' },
    filter: { type: 'boolean' },
    sort: { type: 'boolean' },
    export: { type: 'boolean' },
    hiddenInForm: { type: 'boolean' },
    default: { type: ['string', 'number', 'boolean', 'null'], maxLength: 255 },
  },
} as const;

/** The JSON Schema of a ResourceDefinition (draft-07, as ajv and the designer read it). */
export const definitionSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'resourceDefinition',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'label', 'fields', 'menu', 'permission'],
  properties: {
    name: { type: 'string', pattern: RESOURCE_NAME_PATTERN },
    label: {
      type: 'object',
      additionalProperties: false,
      required: ['one', 'many', 'gender'],
      properties: { one: label(60), many: label(60), gender: { type: 'string', enum: ['m', 'f'] } },
    },
    fields: {
      type: 'object',
      minProperties: 1,
      maxProperties: MAX_DEFINITION_FIELDS,
      propertyNames: { pattern: FIELD_NAME_PATTERN },
      additionalProperties: definitionFieldSchema,
    },
    menu: {
      type: 'object',
      additionalProperties: false,
      required: ['group'],
      properties: { group: { type: 'string', minLength: 1, maxLength: 40 }, order: { type: 'integer', minimum: 0, maximum: 1000 } },
    },
    permission: {
      type: 'object',
      additionalProperties: false,
      required: ['module'],
      properties: { module: { type: 'integer', minimum: 1, maximum: 1000 }, subModule: { type: 'integer', minimum: 1, maximum: 100000 } },
    },
  },
} as const;
