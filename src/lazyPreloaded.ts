/**
 * A lazily loaded screen whose module the light entry may have started loading already
 * (src/main.tsx: the app and the page of the address, side by side). Once the module has
 * arrived, React.lazy gets it synchronously and draws the screen in the same render,
 * instead of suspending once more and showing its fallback for a frame; before that, it
 * waits for the same request. A failed load may be tried again.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadedComponent<T extends ComponentType> {
  Component: LazyExoticComponent<T>;
  /** Starts loading the module (once); resolves when it has arrived. */
  preload: () => Promise<{ default: T }>;
}

export function lazyPreloaded<T extends ComponentType>(load: () => Promise<{ default: T }>): PreloadedComponent<T> {
  let loaded: { default: T } | null = null;
  let pending: Promise<{ default: T }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // React.lazy calls `then` on what the loader returns and reads the module at once if it was handed over synchronously.
  const handOver = (module: { default: T }) => ({ then: (onLoaded: (value: { default: T }) => void) => onLoaded(module) }) as unknown as Promise<{ default: T }>;
  return { Component: lazy(() => (loaded ? handOver(loaded) : preload())), preload };
}
