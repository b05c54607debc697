/** The news form's preview mode: the item as its public page will show it (loaded when first shown). */
import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { DeclaredValues } from '../engine/formValues';

const NewsArticle = lazy(() => import('./NewsArticle').then((m) => ({ default: m.NewsArticle })));

export function newsPreview(values: DeclaredValues) {
  return <Suspense fallback={<LinearProgress />}><NewsArticle news={values} /></Suspense>;
}
