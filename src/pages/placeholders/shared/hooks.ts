/** State shared by the placeholder modules: the in-page sub-view and the 'coming soon' toast. */
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { canOpenPath } from '../../../layout/registryMenu';
import { useSession } from '../../../session/SessionContext';

/**
 * The sub-view shown inside a module page (spec 3 §2.1: sub-views switch inside the page,
 * not by route). The page is keyed by the router location, so a sub-route or a sidebar
 * click opens it again on that route's sub-view.
 */
export function useSubView<V extends string>(initial: V) {
  const [view, setView] = useState<V>(initial);
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [view]);
  return [view, setView] as const;
}

/** Buttons whose behaviour the spec does not show say so honestly instead of pretending. */
export function useComingSoon() {
  const notify = useNotify();
  return useCallback(() => notify('app.placeholders.common.comingSoon', { type: 'info' }), [notify]);
}

/** Whether a link into another module may be shown: only to users who may open it (issue 28). */
export function useCanOpen(): (path: string) => boolean {
  const { user } = useSession();
  return useCallback((path: string) => canOpenPath(user, path), [user]);
}
