/**
 * A small seeded pseudo-random generator (mulberry32) with the helpers the demo-data
 * generator needs. Officer i of seed s always draws the same numbers, whatever was
 * generated before it: officers can be produced one at a time, in any batch size.
 */
export class Random {
  private state: number;

  constructor(seed: number, stream = 0) {
    // Mix the seed and the stream (officer index) so neighbouring streams diverge at once.
    let h = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca6b)) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
    h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
    this.state = (h ^ (h >>> 16)) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }

  /** One of `items`, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1][0];
  }

  /** `count` distinct items of `list` (fewer when the list is shorter). */
  sample<T>(list: readonly T[], count: number): T[] {
    const pool = [...list];
    const out: T[] = [];
    while (out.length < count && pool.length) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]);
    return out;
  }

  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(this.int(0, 9));
    return out;
  }
}

/** YYYY-MM-DD of `reference` moved by whole years and days (UTC arithmetic, no time-zone shift). */
export function shiftDate(reference: Date, years: number, days = 0): string {
  const d = new Date(Date.UTC(reference.getUTCFullYear() + years, reference.getUTCMonth(), reference.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/** 'José Pérez' → 'jose.perez': for generated e-mail addresses. */
export function asciiSlug(...parts: string[]): string {
  return parts
    .join('.')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
}
