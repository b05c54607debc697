/**
 * What `<Resource>` takes for a declaration: the generated List, and — for
 * `views: 'pages'` — Create, Edit and Show pages (dialog resources open those over the
 * list). A resource replaces any of them with its own view (resources/customViews.ts).
 */
import { LinearProgress } from '@mui/material';
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ResourceContextProvider, type RaRecord } from 'react-admin';
import { customViews } from '../../customViews';
import { hasAccess } from '../../../authProvider/permissions';
import { AccessDenied } from '../../../src/pages/AccessDenied';
import { useSession } from '../../../src/session/SessionContext';
import type { DeclaredValues } from '../formValues';
import type { ResourceAction, ResourceDeclaration } from '../types';

// The generated screens load with the first resource screen opened, not with the app shell.
const DeclaredListPage = lazy(() => import('./DeclaredList').then((m) => ({ default: m.DeclaredListPage })));
const DeclaredShowPage = lazy(() => import('./DeclaredShow').then((m) => ({ default: m.DeclaredShowPage })));
const DeclaredPageForm = lazy(() => import('./DeclaredPages').then((m) => ({ default: m.DeclaredPageForm })));
const DeclaredEditPage = lazy(() => import('./DeclaredPages').then((m) => ({ default: m.DeclaredEditPage })));

const loading = <LinearProgress />;

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

type GeneratedViews = Record<ViewName, ComponentType | undefined>;
/** One set of generated components per declaration: a new component type on every render would remount the screen (and a list synced with the URL would loop). */
const generated = new WeakMap<ResourceDeclaration, GeneratedViews>();

/**
 * A generated screen the permission tree does not open shows 'Acceso Denegado' in place,
 * keeping its address, as the module screens do; react-admin's own guard would redirect
 * to /access-denied. A list with its own page (`list.page`) guards itself with its module's text.
 */
function InPlaceGuard({ declaration, action, children }: { declaration: ResourceDeclaration; action: ResourceAction; children: ReactNode }) {
  const { user } = useSession();
  if (!hasAccess(user, declaration.access[action])) return <AccessDenied messageKey="app.engine.accessDenied" />;
  return <Suspense fallback={loading}>{children}</Suspense>;
}

function generatedViews(declaration: ResourceDeclaration): GeneratedViews {
  const known = generated.get(declaration);
  if (known) return known;
  const pages = declaration.views === 'pages';
  const guarded = (action: ResourceAction, screen: ReactNode) => () => <InPlaceGuard declaration={declaration} action={action}>{screen}</InPlaceGuard>;
  const views: GeneratedViews = {
    list: declaration.list?.page
      ? () => <Suspense fallback={loading}><DeclaredListPage declaration={declaration} /></Suspense>
      : guarded('list', <DeclaredListPage declaration={declaration} />),
    create: pages ? guarded('create', <DeclaredPageForm declaration={declaration} />) : undefined,
    edit: pages ? guarded('update', <DeclaredEditPage declaration={declaration} />) : undefined,
    show: pages ? guarded('get', <DeclaredShowPage declaration={declaration} />) : undefined,
  };
  generated.set(declaration, views);
  return views;
}

export function resourceViews(declaration: ResourceDeclaration, custom: CustomViews = {}) {
  const views = generatedViews(declaration);
  const pick = (name: ViewName): ComponentType | undefined => (custom[name] === false ? undefined : (custom[name] ?? views[name]));
  return {
    list: pick('list'),
    create: pick('create'),
    edit: pick('edit'),
    show: pick('show'),
    recordRepresentation: declaration.recordRepresentation,
  };
}

/** The resource's list on its spec route (`route`), in the resource's context. */
export function DeclaredRoute({ declaration }: { declaration: ResourceDeclaration }) {
  const { user } = useSession();
  const List = resourceViews(declaration, customViews[declaration.name]).list;
  const custom = customViews[declaration.name];
  // A generated list with its own page (`list.page`) guards itself with the module's message.
  const guarded = custom?.guarded || (!custom?.list && declaration.list?.page);
  if (!guarded && !hasAccess(user, declaration.access.list)) return <AccessDenied messageKey="app.engine.accessDenied" />;
  return List ? <ResourceContextProvider value={declaration.name}><Suspense fallback={loading}><List /></Suspense></ResourceContextProvider> : null;
}
