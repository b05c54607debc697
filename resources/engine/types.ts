/**
 * The resource declaration: one plain object per entity that drives the screens, the
 * validation (browser and server), the API routes and the table. No React and no Node
 * here: both the browser and the server import these files.
 */
import type { AccessRule } from '../../authProvider/permissions';
import type { StatusColor } from '../../server/catalogues/colors';
import type { ResourceLabel } from './spanish';

export type FieldType =
  | 'text'
  | 'longText'
  | 'email'
  | 'password'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'catalog'
  | 'reference'
  | 'json'
  /** A number with decimals (stored as numeric, answered as a number). */
  | 'decimal'
  /** A list of short texts (tags), stored as a JSON array. */
  | 'textList';

export interface FieldRules {
  /** Spanish message shown when the value is missing. */
  required?: string;
  /** Required only when creating (passwords). */
  requiredOnCreate?: string;
  minLength?: [number, string];
  maxLength?: [number, string];
  /** A bound may be computed when the rule runs (e.g. the current year). */
  min?: [number | (() => number), string];
  max?: [number | (() => number), string];
  pattern?: [RegExp, string];
  email?: string;
  /** The value must be one of these (string catalogues such as careers). */
  oneOf?: [readonly (string | number)[], string];
  /** For `textList`: at most this many items (each item takes maxLength). */
  maxItems?: [number, string];
}

export interface FieldDeclaration {
  type: FieldType;
  /** Spanish label (form and column). */
  label: string;
  rules?: FieldRules;
  /** Value on create when the body has none; a function is called per create (e.g. today). */
  default?: string | number | boolean | null | (() => string | number);
  /** Set by the server only (e.g. an assignment's `active`): never read from a request
   *  body nor shown as a form input; its default applies on create. */
  readOnly?: boolean;
  /** Write-only: never returned by the API (passwords). */
  writeOnly?: boolean;
  /**
   * Unique among rows; a duplicate answers 409 with this Spanish message. A text (text,
   * longText, email) is unique ignoring case: the database's unique index is on lower(column).
   */
  unique?: string;
  /** For `catalog`: path of the list in data-init, e.g. 'configuration.typeUser'; a key
   *  after a list reads that key of every item, flattened ('configuration.services.subServices'). */
  catalog?: string;
  /** For `reference`: the referenced resource (a declared resource, or a platform table
   *  such as 'officers'), the field shown for it, and the key under which the API embeds
   *  `{id, <display>, ...embedFields}` in answers (e.g. `role`). */
  reference?: {
    resource: string;
    display: string;
    embedAs: string;
    embedFields?: string[];
    /** Spanish message of a 400 when the id names no record; without it the database refuses the write (409). */
    missing?: string;
  };
  /** For a nested `catalog` ('configuration.services.subServices'): the field holding the
   *  parent's key ('service'); forms offer only the items of the chosen parent. */
  catalogParent?: string;
  /** Column name in the table; defaults to the snake_case of the field name. */
  column?: string;
  /** Query parameter of its list filter when it is not the field name (`type` for `evaluationType`). */
  filterParam?: string;
  /**
   * Computed from the other values on every write (the server stores it; the form shows
   * it as it changes), e.g. an average or a slug. Never read from a request body.
   */
  computed?: (values: Record<string, unknown>) => unknown;
  /**
   * Part of a Venezuelan place (data-init `states`): the state's id_estado, then the
   * municipality and parish names; the form offers only the places of the chosen parent.
   */
  place?: 'state' | 'municipality' | 'parish';
  /** Kept out of the generated form (set by the server or by a state action). */
  hiddenInForm?: boolean;
  /** A code the server writes in a fixed shape ('ICAP-2026-00042'): the list search reads it faster (see CodeShape). */
  code?: CodeShape;
}

/**
 * The shape of every value of a code field: one of `prefixes`, then only `chars` (case
 * and accents ignored); no code holds a prefix anywhere but at its start. The list search
 * skips the field for a text no such code can contain, and reads a text starting with a
 * prefix as the start of the code, through a btree on `lower(column) text_pattern_ops`
 * that a migration creates (server/engine/textSearch.ts).
 */
export interface CodeShape {
  prefixes: string[];
  chars: string;
}

/** A rule over several fields (e.g. start before end); the message shows on `field`. */
export interface CrossFieldCheck {
  field: string;
  message: string;
  /** Called with the values once each field is valid; missing optional values are undefined. */
  valid: (values: Record<string, unknown>) => boolean;
}

/** A unique index over some fields, optionally only among rows matching `where` (partial index). */
export interface UniqueIndexDeclaration {
  name: string;
  fields: string[];
  where?: Record<string, boolean | number>;
  /** Spanish message of the 409 when a write would break it. */
  message: string;
}

export type ResourceAction = 'list' | 'get' | 'create' | 'update' | 'delete' | 'status' | 'export';

/**
 * A call that changes a record's state without editing it (publish, approve, reject,
 * status): `<method> <apiPath>/{id}/<path>`. It stores `set` and the values the body
 * carries for `input`, in one transaction with the row locked; when `from` is given the
 * row must hold one of its values, else 409 'Estado no válido'. The generated list shows
 * it as a row action (with `confirm` as the question, when given).
 */
export interface StateActionDeclaration {
  /** Path after the id, e.g. 'publish'; also the action's name in canAccess. */
  path: string;
  method?: 'PATCH' | 'PUT';
  /** Spanish label of the row action. */
  label: string;
  /** Fixed values the action stores (e.g. `{ status: 3 }`). */
  set?: Record<string, string | number | boolean | null>;
  /** Body keys the action reads, each stored in a declared field and checked with its rules plus `required`. */
  input?: { key: string; field: string; required?: string }[];
  /** The states the record must be in (field and values). */
  from?: { field: string; values: (string | number | boolean)[] };
  access: AccessRule;
  /** Spanish success message. */
  message: string;
  /** Confirmation question shown before the call. */
  confirm?: string;
  /** Shown in the row menu only while the record matches (defaults to `from`). */
  hidden?: boolean;
}

type ValueSet = Record<string, readonly (string | number | boolean)[]>;

/**
 * A module dashboard's figures, computed by the server in one pass: `total` and
 * `thisMonth` (created this calendar month) always; named counts of rows whose fields
 * hold the listed values; sums and averages of a numeric field (over the rows matching
 * `where`); the distribution of some fields' values; and the latest rows.
 */
export interface SummaryDeclaration {
  counts?: Record<string, ValueSet>;
  sums?: Record<string, { field: string; where?: ValueSet }>;
  averages?: Record<string, { field: string; where?: ValueSet }>;
  distributions?: string[];
  latest?: number;
}

/** Where the resource appears in the sidebar: the group's key and the entry's order in it. */
export interface MenuDeclaration {
  group: string;
  /** i18n key or Spanish text of the entry; the resource's plural name by default. */
  label?: string;
  order?: number;
}

/**
 * A screen of a module resource drawn by its own component rather than generated: the
 * routes under /home that open it, the key of that component in the browser's page
 * registry (src/modulePages.tsx), and its sidebar entry in the declaration's `menu.group`
 * (linking to the first route). The page guards itself with the module's rules.
 */
export interface PageDeclaration {
  paths: readonly string[];
  view: string;
  /** i18n key of its sidebar entry; without it the page has none (it is reached from another screen). */
  menuLabel?: string;
  /** Whom the sidebar shows the entry to, beyond the group's own rule. */
  access?: AccessRule;
}

/**
 * How a generated list column draws its field, where the field's text is not what the spec
 * shows: `strong` (bold, one line: codes and names), `yesNo` (a Sí / No chip), `flag` (a
 * boolean as a chip with its two texts), `colored` (the field's text in a chip of the
 * spec's colour for the value), `switch` (the `statusField` changed in place by whoever
 * may `status`).
 */
export type ListDisplay = 'text' | 'strong' | 'yesNo' | 'flag' | 'colored' | 'switch';

export interface ListColumnDeclaration {
  field: string;
  /** i18n key of the header where it is not the field's label (a column joining fields). */
  label?: string;
  /** Fields whose texts follow the field's, joined with ' / ' (brand / model). */
  join?: string[];
  /** i18n key shown when the value is empty ('No especificada'); nothing by default. */
  empty?: string;
  display?: ListDisplay;
  /** `flag`: the i18n keys of true and false; `outlined` draws them green / red and light. */
  flag?: { yes: string; no: string; outlined?: boolean };
  /** `colored`: the spec's colour of a value (e.g. the status colours by key). */
  color?: (value: unknown) => StatusColor;
  /** `switch`: i18n key of the success toast. */
  switched?: string;
  align?: 'left' | 'center' | 'right';
}

/**
 * The generated list screen of a resource, where the spec draws it beyond the defaults
 * (resources/engine/views/DeclaredList.tsx). Its components (form, toolbar buttons, row
 * actions, page icon) are named in resources/customViews.ts, so this stays plain data.
 */
export interface ListScreenDeclaration {
  /** i18n key of the module's 'Acceso Denegado' text where the list sits in its module's own page (no `page`). */
  denied?: string;
  /** The columns: a field name (its text) or a column; `listFields` as text by default. */
  columns?: readonly (string | ListColumnDeclaration)[];
  /** i18n keys: the search box's placeholder and the create button's label. */
  searchPlaceholder?: string;
  createLabel?: string;
  /** What a click on a row (or Enter on the focused row) opens: the edit form for whoever may `update`, the detail (default), or nothing. */
  rowClick?: 'edit' | 'show' | false;
  /** Editar and Eliminar as icon buttons named after the record ('Editar {name}'), instead of the row menu. */
  rowButtons?: boolean;
  /** The screen's order where it is not `defaultSort` (the API's default), e.g. newest first. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** The declared filters shown above the list (`filterFields` by default; [] leaves the search box alone). */
  filters?: readonly string[];
  /** Fixed values the Excel export adds to the list's filters (the spec's `isExcel`). */
  exportParams?: Record<string, string | number | boolean>;
  /** The delete confirmation: its title's i18n key, the record as named in it, and the success toast's key. */
  remove?: { title: string; item?: (record: Record<string, unknown>) => string; done?: string };
  /** The page around the list: breadcrumb and heading (i18n key), and the module's 'Acceso Denegado' text; guarded by `access.screen`, else `access.list`. */
  page?: { title: string; denied: string };
}

/**
 * The spec's own API paths of a resource, where they are not the engine's REST paths
 * under `apiPath` (movements, RRHH §7.3: `rrhh/addreentry`, `rrhh/reentry/{id}/status`;
 * permits §7.5; medical reports §7.6): under /api, `:id` standing for the record's id.
 * The resource's module registers their routes; the dataProvider calls `list`, `save`
 * and `remove`. Each key names one call and its method.
 */
export interface ResourcePaths {
  /** `GET` paged list (page, pageSize, search, filters); `apiPath` by default. */
  list?: string;
  /** `GET` one record. */
  one?: string;
  /** `POST` create, or edit when the body carries `id` (one POST for both). */
  save?: string;
  /** `POST` like `save`, for the resource's second kind of record where the spec gives it its own path (vacations: the service commission, §7.3). */
  saveOtherKind?: string;
  /** `POST` create. */
  create?: string;
  /** `PUT` edit one record. */
  update?: string;
  /** `DELETE` one record. */
  remove?: string;
  /** `PUT` approve / reject one record: `{status, statusNotes}`. */
  status?: string;
  /** `POST` approve one record (optional comments). */
  approve?: string;
  /** `POST` reject one record (optional comments). */
  reject?: string;
  /** `GET` the module dashboard's figures. */
  statistics?: string;
  /** `GET` the data of the module's printed report (the report's filters). */
  report?: string;
  /** `POST` records a printed report among the issued documents; answers its verification code. */
  reportVerification?: string;
  /** `POST` records a record's printed document; answers its verification code (`:kind` where a record prints several). */
  verification?: string;
  /** `GET` one officer's records (`:id` is the officer's id). */
  byOfficer?: string;
}

/**
 * Actions a module serves on its own `paths` beyond the engine's (see ResourceAction),
 * each with its permission rule where the module has it.
 */
export type ModuleAction =
  /** Opening the module's screen, where that is narrower than `list` (permits: officer readers list one officer's permits). */
  | 'screen'
  /** The dashboard figures (`paths.statistics`). */
  | 'statistics'
  /** The printed report and its verification code (`paths.report`, `paths.reportVerification`). */
  | 'report'
  /** One officer's records, opened from the officer's file (`paths.byOfficer`). */
  | 'byOfficer';

export interface ResourceDeclaration<F extends Record<string, FieldDeclaration> = Record<string, FieldDeclaration>> {
  /** react-admin resource name and i18n key (`resources.<name>`). */
  name: string;
  /** Table name. */
  table: string;
  /** API path under /api, e.g. 'users'. */
  apiPath: string;
  /** The spec's paths where they differ from the REST ones under `apiPath` (see ResourcePaths). */
  paths?: ResourcePaths;
  /** Screen route under /home when it is not the resource name, e.g. 'configuration/users'. */
  route?: string;
  /** Spanish singular and plural names and their gender (resources/engine/spanish.ts). */
  label: ResourceLabel;
  fields: F;
  /** Field whose value is toggled by `PATCH <apiPath>/{id}/status`. */
  statusField?: keyof F & string;
  /** Fields matched (accent- and case-insensitively) by `search`. */
  searchFields: (keyof F & string)[];
  /**
   * The search fields that are not codes are read through one stored column, `search_text`:
   * the database generates it (the fields folded, joined by a separator) and a migration
   * indexes it by trigrams. One `like` per row read instead of folding each field: for large
   * lists, whose searches read hundreds of rows for a page (server/engine/textSearch.ts).
   */
  searchText?: boolean;
  /** Fields accepted as exact-match list filters (query string). */
  filterFields?: (keyof F & string)[];
  /** Fields shown as list columns, in order. */
  listFields: (keyof F & string)[];
  /** Fields that can be sorted on (besides id and createdAt). */
  sortFields?: (keyof F & string)[];
  /** Fields written to the Excel export; omitted means no export route. */
  exportFields?: (keyof F & string)[];
  /** Path of the export under the api path; 'export/excel' unless said otherwise. */
  exportPath?: string;
  /** Rules over several fields, checked after the field rules (browser and server). */
  checks?: CrossFieldCheck[];
  /** Unique indexes beyond single `unique` fields (partial ones included). */
  uniqueIndexes?: UniqueIndexDeclaration[];
  /**
   * Files attached to each record: a `<table>_documents` table, upload / delete /
   * download routes under `<apiPath>/{id}/documents`, and `documents` in every answer.
   * Files are checked by extension and by content.
   */
  documents?: { extensions: readonly string[] };
  /** Permission rule per action; `list` guards the menu entry too. A module serving its own `paths` adds the rules of its other actions. */
  access: Record<ResourceAction, AccessRule> & Partial<Record<ModuleAction, AccessRule>>;
  /** Default sort: newest first unless said otherwise. */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /**
   * Spanish answers: success of create, update and delete (default '<Nombre>
   * guardado/eliminado exitosamente'), of approving and rejecting a record (a `status`
   * change), and the 404 of a missing record.
   */
  messages?: { created?: string; updated?: string; deleted?: string; approved?: string; rejected?: string; notFound?: string };
  /**
   * The spec's texts of a failed call whose answer carries no message of its own (spec 3 §8:
   * the server's message is preferred): create, update, delete, export, and finishing an
   * assignment. The generated form, delete confirmation and export button show them.
   */
  failures?: { create?: string; update?: string; delete?: string; export?: string; finish?: string };
  /** Figures of `GET <apiPath>/summary` for the module's dashboard (see SummaryDeclaration). */
  summary?: SummaryDeclaration;
  /** Sidebar entry; without it the resource has no entry of its own (its module page links to it). */
  menu?: MenuDeclaration;
  /** A module resource's own screens, with their routes and sidebar entries (see PageDeclaration). */
  pages?: readonly PageDeclaration[];
  /** The generated list's screen options (see ListScreenDeclaration). */
  list?: ListScreenDeclaration;
  /** How the generated screens open create, edit and show: their own pages, or dialogs over the list. */
  views?: 'pages' | 'dialogs';
  /**
   * Its forms read a reference field's choices from the resource's own route
   * (`<apiPath>/options/<field>`, guarded by its create and update rules) rather than from
   * the referenced resource's list, which the user's role may not open (designed resources).
   */
  referenceOptions?: boolean;
  /**
   * Shape of the list answer: the platform's `{data, meta}` (default), or `paged`:
   * `{data: {data, total, lastPage, currentPage, pageSize}}` (spec 3 §7.7, `GET unes`).
   */
  answer?: 'meta' | 'paged';
  /** State-changing calls beyond the boolean `statusField` (publish, approve, reject...). */
  actions?: StateActionDeclaration[];
  /** Field shown for a record in titles, pickers and confirmations. */
  recordRepresentation?: string;
  /** Its rows are part of every session (users, roles): each write empties the server's session cache before answering. */
  partOfSessions?: boolean;
}

/** Checks a declaration against its own field names, then widens it for the engine. */
export function defineResource<F extends Record<string, FieldDeclaration>>(declaration: ResourceDeclaration<F>): ResourceDeclaration {
  return declaration as unknown as ResourceDeclaration;
}

/**
 * A resource whose module serves the spec's own `paths` (movements, permits, medical
 * reports): the paths `P` and the rules of the actions `A` it declares are typed as
 * present, and so is the `route` of its screen. Such a declaration stays out of the
 * registry (resources/registry.ts), whose engine would register its REST routes under
 * `apiPath` beside the spec's; tests/api/moduleDeclarations.test.ts checks it instead.
 */
export type ModuleDeclaration<P extends keyof ResourcePaths = never, A extends ResourceAction | ModuleAction = never> = ResourceDeclaration & {
  route: string;
  paths: Record<P, string>;
  access: Record<ResourceAction | A, AccessRule>;
};

/** Checks a module resource's declaration like defineResource, keeping its paths and extra rules typed. */
export function defineModuleResource<P extends keyof ResourcePaths, A extends ResourceAction | ModuleAction = never, F extends Record<string, FieldDeclaration> = Record<string, FieldDeclaration>>(
  declaration: ResourceDeclaration<F> & { route: string; paths: Record<P, string>; access: Record<ResourceAction | A, AccessRule> },
): ModuleDeclaration<P, A> {
  return declaration as unknown as ModuleDeclaration<P, A>;
}

/** A declared bound or default, computed when it is a function. */
export function resolveValue<T>(value: T | (() => T)): T {
  return typeof value === 'function' ? (value as () => T)() : value;
}

/** A declared path with its `:id` filled in. */
export function pathWith(path: string, id: number | string): string {
  return path.replace(':id', String(id));
}

/** Where the export of a declaration answers, under /api. */
export function exportPathOf(declaration: ResourceDeclaration): string {
  return `${declaration.apiPath}/${declaration.exportPath ?? 'export/excel'}`;
}

/** camelCase → snake_case, used for column names. */
export function columnNameOf(field: string, declaration?: FieldDeclaration): string {
  return declaration?.column ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
