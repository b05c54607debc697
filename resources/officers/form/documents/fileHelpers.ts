/** Small helpers of the documents tab and the photo slots: sizes, extensions, saving a Blob. */

/** '512 B', '12,3 KB', '4,5 MB' (Spanish decimals). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('es-VE', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** 'PDF' for 'acta.pdf'; '' without an extension. */
export function extensionLabel(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toUpperCase();
}

/** Saves a Blob under a file name (a temporary object URL and a download link). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
