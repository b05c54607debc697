/** The news item's address: its title in lower case, without accents, words joined by '-' (at most 120 characters). */
export function slugOf(title: unknown): string | null {
  if (typeof title !== 'string' || !title.trim()) return null;
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}
