/**
 * The public page of a news item, `/noticias/{slug}` (no session): what the news manager
 * published and has not expired; each opening counts one view (per reader and day). An
 * unknown, unpublished or expired item reads 'Noticia no encontrada'.
 */
import { NewsArticle, type NewsContent } from '../../resources/news/NewsArticle';
import { labelOf } from '../../server/catalogues/labelOf';
import { NEWS_CATEGORY } from '../../server/catalogues/website';
import { newsTexts } from './texts';
import { usePublicAnswer } from './usePublicAnswer';
import styles from './public.module.css';

export function PublicNewsPage({ slug }: { slug: string }) {
  const answer = usePublicAnswer<NewsContent & { category: number }>(`/api/public/news/${encodeURIComponent(slug)}`);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {answer.state === 'loading' && <div className={styles.center}><span className={styles.spinner} role="progressbar" aria-label={newsTexts.loading} /></div>}
        {(answer.state === 'missing' || answer.state === 'failed') && <p className={styles.notice} role="alert">{newsTexts.notFound}</p>}
        {answer.state === 'found' && <NewsArticle news={answer.data} category={labelOf(NEWS_CATEGORY, answer.data.category)} />}
        <div className={styles.center}><a className={styles.back} href="/">{newsTexts.back}</a></div>
      </div>
    </main>
  );
}
