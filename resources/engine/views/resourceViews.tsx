/**
 * What `<Resource>` takes for a declaration: the generated List, and — for
 * `views: 'pages'` — Create, Edit and Show pages (dialog resources open those over the
 * list). A resource replaces any of them with its own view (resources/customViews.ts).
 */
import { LinearProgress } from '@mui/material';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { customViews } from '../../customViews';
import { hasAccess } from '../../../authProvider/permissions';
import { AccessDenied } from '../../../src/pages/AccessDenied';
import { useSession } from '../../../src/session/SessionContext';
import type { DeclaredValues } from '../formValues';
import type { ResourceDeclaration } from '../types';

// The generated screens load with the first resource screen opened, not with the app shell.
const DeclaredListPage = lazy(() => import('./DeclaredList').then((m) => ({ default: m.DeclaredListPage })));
const DeclaredShowPage = lazy(() => import('./DeclaredShow').then((m) => ({ default: m.DeclaredShowPage })));
const DeclaredPageForm = lazy(() => import('./DeclaredPages').then((m) => ({ default: m.DeclaredPageForm })));
const DeclaredEditPage = lazy(() => import('./DeclaredPages').then((m) => ({ default: m.DeclaredEditPage })));

const loading = <LinearProgress />;

export type ViewName = 'list' | 'create' | 'edit' | 'show';
/** A resource's own views; `false` means the resource has no such screen (its module draws it elsewhere). */
export type CustomViews = Partial<Record<ViewName, ComponentType | false>> & {
  /** The read-only look of a record being typed: its form gets 'Editar' / 'Vista previa' modes. */
  preview?: (values: DeclaredValues) => ReactNode;
  /** The own list view checks access itself, with its module's 'Acceso Denegado' message. */
  guarded?: boolean;
};

export function resourceViews(declaration: ResourceDeclaration, custom: CustomViews = {}) {
  const pick = (name: ViewName, generated: ComponentType | undefined): ComponentType | undefined => (custom[name] === false ? undefined : (custom[name] ?? generated));
  const pages = declaration.views === 'pages';
  return {
    list: pick('list', () => <Suspense fallback={loading}><DeclaredListPage declaration={declaration} /></Suspense>),
    create: pick('create', pages ? () => <Suspense fallback={loading}><DeclaredPageForm declaration={declaration} /></Suspense> : undefined),
    edit: pick('edit', pages ? () => <Suspense fallback={loading}><DeclaredEditPage declaration={declaration} /></Suspense> : undefined),
    show: pick('show', pages ? () => <Suspense fallback={loading}><DeclaredShowPage declaration={declaration} /></Suspense> : undefined),
    recordRepresentation: declaration.recordRepresentation,
  };
}

/** The resource's list on its spec route (`route`), in the resource's context. */
export function DeclaredRoute({ declaration }: { declaration: ResourceDeclaration }) {
  const { user } = useSession();
  const List = resourceViews(declaration, customViews[declaration.name]).list;
  if (!customViews[declaration.name]?.guarded && !hasAccess(user, declaration.access.list)) return <AccessDenied messageKey="app.engine.accessDenied" />;
  return List ? <ResourceContextProvider value={declaration.name}><Suspense fallback={loading}><List /></Suspense></ResourceContextProvider> : null;
}
