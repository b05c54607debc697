/**
 * What the pages outside /home (the 404 page) and the /home app share: the query cache (one per browser tab),
 * the toasts and the loading fallback of lazily loaded screens.
 */
import { LinearProgress } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Notification, type NotificationProps } from 'react-admin';

export const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } });

/** Toasts at the top right (spec 1 §1). */
export const TopRightNotification = (props: NotificationProps) => <Notification {...props} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />;

export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LinearProgress />}>{children}</Suspense>;
}
