/**
 * Reads a catalogue of data-init by its dotted path ('configuration.typeGun'). A key
 * that follows a list is read from every item of the list and flattened, so nested
 * lists have a path too: 'configuration.services.subServices' is every sub-service.
 * Browser-safe: the screens and the server's Excel export share it.
 */
export interface CatalogEntry {
  key: number | string;
  value: string;
}

export function catalogAt(root: unknown, path: string | undefined): CatalogEntry[] {
  if (!path) return [];
  let nodes: unknown[] = [root];
  for (const key of path.split('.')) {
    nodes = nodes.flatMap((node) => {
      if (Array.isArray(node)) return node.map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined));
      return [node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined];
    });
  }
  const lists = nodes.filter(Array.isArray) as unknown[][];
  return lists.flat().filter((item): item is CatalogEntry => Boolean(item) && typeof item === 'object' && 'key' in (item as object) && 'value' in (item as object));
}

/** The Spanish label of a key in a catalogue, or '' when the key is empty or unknown. */
export function catalogLabel(items: readonly CatalogEntry[], key: unknown): string {
  if (key === null || key === undefined || key === '') return '';
  return items.find((item) => String(item.key) === String(key))?.value ?? '';
}
