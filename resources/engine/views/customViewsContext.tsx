/**
 * The screens resources draw themselves (resources/customViews.ts), handed to the engine's
 * generated views by the app (src/AdminApp.tsx) rather than imported by them: the engine
 * imports no resource, and the resources' own screens may build on the generated list.
 */
import { createContext, useContext, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { DeclaredValues } from '../formValues';

export type ViewName = 'list' | 'create' | 'edit' | 'show';

/** The props the generated list gives a resource's own create / edit dialog. */
export interface ListFormProps {
  open: boolean;
  /** The record being edited; none to create one. */
  record?: RaRecord;
  /** Values a new record starts with (the list's fixed filter, e.g. the station of its guns). */
  presets?: DeclaredValues;
  onClose: () => void;
  onSaved: () => void;
}

/** The props of a resource's own row actions, drawn before Editar / Eliminar. */
export interface ListRowActionsProps {
  record: RaRecord;
  /** Reloads the list (after a change its rows show). */
  refresh: () => void;
}
/** A resource's own views; `false` means the resource has no such screen (its module draws it elsewhere). */
export type CustomViews = Partial<Record<ViewName, ComponentType | false>> & {
  /** The read-only look of a record being typed: its form gets 'Editar' / 'Vista previa' modes. */
  preview?: (values: DeclaredValues) => ReactNode;
  /** The own list view checks access itself, with its module's 'Acceso Denegado' message. */
  guarded?: boolean;
  /** The generated list's create / edit dialog, where the spec draws its own form. */
  form?: ComponentType<ListFormProps>;
  /** Buttons the generated list's toolbar shows before its create button (they check their own access). */
  toolbar?: ComponentType;
  /** Row actions the generated list shows before Editar / Eliminar (they check their own access). */
  rowActions?: ComponentType<ListRowActionsProps>;
  /** The icon beside the generated list page's heading (`list.page`). */
  icon?: ReactElement;
};

/** Starts loading a lazy custom view before it is drawn; the same promise each call, settled once it draws without suspending (none for a plain component). */
export function preloadView(view: object | undefined): Promise<unknown> | undefined {
  return (view as { preload?: () => Promise<unknown> } | undefined)?.preload?.();
}


const CustomViewsContext = createContext<Readonly<Record<string, CustomViews>>>({});

export const CustomViewsProvider = CustomViewsContext.Provider;

/** The resource's own views, or none. */
export function useCustomViews(resource: string): CustomViews {
  return useContext(CustomViewsContext)[resource] ?? {};
}
