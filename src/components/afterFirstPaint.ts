/**
 * Runs `task` once the browser reports the page's first contentful paint (Paint Timing), that
 * is, once what the entry drew is on screen, not merely handed to the compositor. A hidden tab
 * paints nothing and a browser without paint entries reports nothing: there, `task` runs after
 * the next animation frame (at once when hidden).
 */
export function afterFirstPaint(task: () => unknown) {
  if (document.visibilityState === 'hidden') {
    task();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    window.requestAnimationFrame(() => window.setTimeout(task, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    task();
  });
  observer.observe({ type: 'paint', buffered: true });
}
