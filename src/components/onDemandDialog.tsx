/**
 * A dialog whose code is loaded the first time it opens, not with the screen that offers it:
 * the query screen's row menu opens a dozen dialogs (histories, documents, QR, rejection),
 * whose code and closed MUI dialogs the first screen neither needs to download nor to mount.
 * Once opened it stays mounted, so it closes with its usual transition.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function onDemandDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function OnDemandDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Remembered from the first open on (React's pattern for a value derived from earlier renders).
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return <Suspense fallback={null}><Loaded {...props} /></Suspense>;
  }
  return OnDemandDialog;
}
