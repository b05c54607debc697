/** Longest slug (the column's index and the public route take up to 120 characters). */
const MAX_SLUG = 120;
/** Letters, digits and symbols such as emoji: what a title says, unlike spaces and punctuation. */
const MEANINGFUL = /[\p{L}\p{N}\p{So}]/u;

/** A short, stable fingerprint of a text (53-bit cyrb53), written in base 36. */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The news item's address: its title in lower case, without accents (compatibility forms
 * decomposed: 'º' is 'o', '²' is '2'), words joined by '-'
 * (at most 120 characters). A title whose letters are not all Latin (Arabic, Chinese,
 * emoji...) keeps its Latin words and ends with a fingerprint of the whole title, so two
 * such titles get two addresses and a title with no Latin letter still gets one
 * (`noticia-<fingerprint>`); the same title always gets the same address.
 */
export function slugOf(title: unknown): string | null {
  if (typeof title !== 'string' || !title.trim()) return null;
  const latin = title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const words = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const dropped = latin.replace(/[a-z0-9]/g, '');
  if (!MEANINGFUL.test(dropped)) return cut(words, MAX_SLUG);
  const tail = fingerprint(title.normalize('NFC').trim().toLowerCase());
  return `${cut(words, MAX_SLUG - tail.length - 1) || 'noticia'}-${tail}`;
}

const cut = (slug: string, length: number) => slug.slice(0, length).replace(/-+$/g, '');
