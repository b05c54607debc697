/**
 * A news item as readers see it: the form's preview mode and the public page share it.
 * Plain elements and a CSS module (no MUI, no react-admin), so the public page's bundle
 * stays small; its texts come from the app's catalogue (src/public/texts.ts).
 */
import { fill, newsTexts } from '../../src/public/texts';
import { formatDate } from '../officers/shared/format';
import styles from './NewsArticle.module.css';

export interface NewsContent {
  title?: unknown;
  subtitle?: unknown;
  content?: unknown;
  publishDate?: unknown;
  authorName?: unknown;
  tags?: unknown;
  imageUrl?: unknown;
  imageAlt?: unknown;
  views?: unknown;
  /** 1 Borrador, 2 Programada, 3 Publicada, 4 Archivada (spec 3 §4.5); the public page shows only published items. */
  status?: unknown;
}

/** The date line's text by status: only a published item (or one with no status: the public page) says 'Publicada el'. */
const DATE_LINE: Record<number, 'draft_on' | 'scheduled_on' | 'archived_on'> = { 1: 'draft_on', 2: 'scheduled_on', 4: 'archived_on' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const tagsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : text(value).split(',')).map((t) => t.trim()).filter(Boolean);

export function NewsArticle({ news, category }: { news: NewsContent; category?: string }) {
  const author = text(news.authorName);
  const image = text(news.imageUrl);
  const tags = tagsOf(news.tags);
  const meta = [
    text(news.publishDate) ? fill(newsTexts[DATE_LINE[Number(news.status)] ?? 'published_on'], { date: formatDate(text(news.publishDate)) }) : '',
    author ? fill(newsTexts.by, { author }) : '',
    typeof news.views === 'number' ? fill(newsTexts.viewsCount, { smart_count: news.views }) : '',
  ].filter(Boolean).join(' · ');
  return (
    <article className={styles.article}>
      {category && <span className={styles.category}>{category}</span>}
      <h1 className={styles.title}>{text(news.title) || '—'}</h1>
      {text(news.subtitle) && <p className={styles.subtitle}>{text(news.subtitle)}</p>}
      {meta && <p className={styles.meta}>{meta}</p>}
      {/^https?:\/\//.test(image) && <img className={styles.image} src={image} alt={text(news.imageAlt)} />}
      <hr className={styles.rule} />
      {text(news.content).split(/\n{2,}/).map((paragraph, i) => <p key={i} className={styles.paragraph}>{paragraph}</p>)}
      {tags.length > 0 && <ul className={styles.tags}>{tags.map((tag) => <li key={tag} className={styles.tag}>{tag}</li>)}</ul>}
    </article>
  );
}
