/**
 * Key-to-label lookup for the initialization catalogues. Browser-safe: no
 * imports at all. Spec (platform §3.6, RRHH §3.11): lookups by number fall
 * back to the label 'N/A'.
 */

export const NOT_AVAILABLE = 'N/A';

interface KeyedItem {
  key: number | string;
  value: string;
}

/**
 * Returns the label of `key` in `list`, or 'N/A' when the list is missing,
 * the key is empty or no item matches. A numeric string ('2') matches the
 * numeric key 2, since select inputs often hand back strings.
 */
export function labelOf(
  list: readonly KeyedItem[] | null | undefined,
  key: number | string | null | undefined,
): string {
  if (!list || key === null || key === undefined || key === '') return NOT_AVAILABLE;
  const wanted = String(key).trim();
  const found = list.find((item) => item.key === key || String(item.key) === wanted);
  return found?.value || NOT_AVAILABLE;
}
