/**
 * The login page's toast, drawn as the app's (react-admin's Notification: a MUI Snackbar at
 * the top right, role 'alert', gone after 4 s or on a click elsewhere, paused while the
 * pointer is over it) without loading MUI.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './toast.module.css';

export type ToastType = 'success' | 'error' | 'warning';

export interface ToastMessage {
  text: string;
  type: ToastType;
  /** Tells two toasts with the same text apart, so each one starts its own timer. */
  id: number;
}

const AUTO_HIDE_MS = 4_000;

export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const show = useCallback((text: string, type: ToastType) => setToast((previous) => ({ text, type, id: (previous?.id ?? 0) + 1 })), []);
  const close = useCallback(() => setToast(null), []);
  return { toast, show, close };
}

export function Toast({ toast, onClose }: { toast: ToastMessage | null; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (!toast || hovered) return;
    const timer = setTimeout(onClose, AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [toast, hovered, onClose]);

  useEffect(() => {
    if (!toast) return;
    const away = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) onClose();
    };
    // Armed after the event that opened the toast has finished (as MUI's ClickAwayListener).
    const arm = setTimeout(() => document.addEventListener('click', away));
    return () => {
      clearTimeout(arm);
      document.removeEventListener('click', away);
    };
  }, [toast, onClose]);

  if (!toast) return null;
  return (
    <div className={styles.anchor} role="presentation">
      <div key={toast.id} ref={box} className={`${styles.toast} ${styles[toast.type]}`} role="alert" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
        <div className={styles.message}>{toast.text}</div>
      </div>
    </div>
  );
}
