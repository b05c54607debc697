/**
 * What `<Resource>` takes for a declaration: the generated List, and — for
 * `views: 'pages'` — Create, Edit and Show pages (dialog resources open those over the
 * list). A resource replaces any of them with its own view (resources/customViews.ts, handed
 * to the engine through CustomViewsProvider).
 */
import { LinearProgress } from '@mui/material';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { hasAccess } from '../../../authProvider/permissions';
import { AccessDenied } from '../../../src/pages/AccessDenied';
import { useSession } from '../../../src/session/SessionContext';
import type { ResourceAction, ResourceDeclaration } from '../types';
import { useCustomViews, type CustomViews, type ViewName } from './customViewsContext';
import { deniedMessageOf } from './deniedMessage';

// The generated screens load with the first resource screen opened, not with the app shell.
const DeclaredListPage = lazy(() => import('./DeclaredList').then((m) => ({ default: m.DeclaredListPage })));
const DeclaredShowPage = lazy(() => import('./DeclaredShow').then((m) => ({ default: m.DeclaredShowPage })));
const DeclaredPageForm = lazy(() => import('./DeclaredPages').then((m) => ({ default: m.DeclaredPageForm })));
const DeclaredEditPage = lazy(() => import('./DeclaredPages').then((m) => ({ default: m.DeclaredEditPage })));

const loading = <LinearProgress />;


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
  if (!hasAccess(user, declaration.access[action])) return <AccessDenied messageKey={deniedMessageOf(declaration)} />;
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
  const custom = useCustomViews(declaration.name);
  const List = resourceViews(declaration, custom).list;
  // A generated list with its own page (`list.page`) guards itself with the module's message.
  const guarded = custom.guarded || (!custom.list && declaration.list?.page);
  if (!guarded && !hasAccess(user, declaration.access.list)) return <AccessDenied messageKey={deniedMessageOf(declaration)} />;
  return List ? <ResourceContextProvider value={declaration.name}><Suspense fallback={loading}><List /></Suspense></ResourceContextProvider> : null;
}
