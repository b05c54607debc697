/** A news item's address (slug): readable for Latin titles, never empty, stable, distinct for distinct titles. */
import { describe, expect, it } from 'vitest';
import { slugOf } from '../../resources/news/slug';

describe('news slugs', () => {
  it('a Latin title is its words without accents, joined by dashes', () => {
    expect(slugOf('¡Nueva Promoción de Oficiales en Caracas!')).toBe('nueva-promocion-de-oficiales-en-caracas');
    expect(slugOf('Circular Nº 5: año 2026')).toBe('circular-no-5-ano-2026');
    expect(slugOf('   ')).toBeNull();
    expect(slugOf(42)).toBeNull();
  });

  it('a title without Latin letters gets a usable address, different from another such title', () => {
    const titles = ['🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀', '🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉', 'أخبار الشرطة الوطنية اليوم', '国家警察今日新闻发布会', 'Новости полиции сегодня'];
    const slugs = titles.map(slugOf);
    for (const slug of slugs) expect(slug).toMatch(/^noticia-[a-z0-9]+$/);
    expect(new Set(slugs).size).toBe(titles.length);
    expect(titles.map(slugOf)).toEqual(slugs);
  });

  it('a title mixing Latin and other letters keeps its Latin words and tells titles apart by the rest', () => {
    const one = slugOf('Noticias de hoy 新闻')!;
    const other = slugOf('Noticias de hoy 旧闻')!;
    expect(one).toMatch(/^noticias-de-hoy-[a-z0-9]+$/);
    expect(one).not.toBe(other);
    expect(slugOf('Noticias de hoy 🚀')).not.toBe(slugOf('Noticias de hoy 🎉'));
  });

  it('stays within 120 characters of the public route\'s pattern', () => {
    for (const title of ['Palabra '.repeat(40), `${'Palabra '.repeat(40)}新闻`, '新'.repeat(200)]) {
      const slug = slugOf(title)!;
      expect(slug.length).toBeLessThanOrEqual(120);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
