/**
 * Shapes of the initialization catalogues (GET data-init).
 *
 * Every list is a key/value list. Keys are numbers, except for the few lists
 * whose keys the specification gives as strings (student careers, permit
 * kinds and statuses, study and schedule types), which use StringCatalogItem.
 * Nested keys (sub-dependencies, vehicle classes, sub-services, permit
 * personal/days/reasons) are unique across the whole list, not only inside
 * their parent, so a flat lookup by key is unambiguous.
 */

export interface CatalogItem {
  key: number;
  value: string;
}

/** Only for lists whose keys the specification gives as strings. */
export interface StringCatalogItem {
  key: string;
  value: string;
}

export type AnyCatalogItem = CatalogItem | StringCatalogItem;

export type Catalog = readonly CatalogItem[];
export type StringCatalog = readonly StringCatalogItem[];

/** A dependency (dirección, oficina...) with its sub-dependencies. */
export interface Dependency extends CatalogItem {
  subDependencies: readonly CatalogItem[];
}

/** A vehicle type with its classes (the vehicle's `type` field). */
export interface VehicleType extends CatalogItem {
  classes: readonly CatalogItem[];
}

/** A police service; `typeService` is a key of `typeServices`. */
export interface ServiceItem extends CatalogItem {
  typeService: number;
  subServices: readonly CatalogItem[];
}

/** Permit kinds as sent in `permitType` (spec: obligatorio | potestativo | estudio). */
export type PermitKind = 'obligatorio' | 'potestativo' | 'estudio';

/** Permit cascade, last level: how many days, and the reasons allowed for it. */
export interface PermitDays extends CatalogItem {
  /** Number of days granted (upper bound suggested for durationDays). */
  quantity: number;
  reasons: readonly CatalogItem[];
}

/** Permit cascade, second level ("personal"): whom the permit concerns. */
export interface PermitPersonal extends CatalogItem {
  days: readonly PermitDays[];
}

/** Permit cascade, first level: type (typeKey 1, 2, 3). */
export interface PermitType extends CatalogItem {
  permitType: PermitKind;
  personal: readonly PermitPersonal[];
}

/** Geography (spec: states: id_estado, estado, municipios (municipio, parroquias)). */
export interface Municipality {
  municipio: string;
  parroquias: string[];
}

export interface State {
  id_estado: number;
  estado: string;
  municipios: Municipality[];
}
