/** A news item as readers see it: the form's preview mode and the public page share it. */
import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../officers/shared/format';

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
const DATE_LINE: Record<number, string> = { 1: 'draft_on', 2: 'scheduled_on', 4: 'archived_on' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const tagsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : text(value).split(',')).map((t) => t.trim()).filter(Boolean);

export function NewsArticle({ news, category }: { news: NewsContent; category?: string }) {
  const translate = useTranslate();
  const author = text(news.authorName);
  const image = text(news.imageUrl);
  return (
    <Box component="article" sx={{ maxWidth: 760, mx: 'auto' }}>
      {category && <Typography variant="overline" color="primary">{category}</Typography>}
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>{text(news.title) || '—'}</Typography>
      {text(news.subtitle) && <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 1 }}>{text(news.subtitle)}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {[
          text(news.publishDate) ? translate(`app.education.news.${DATE_LINE[Number(news.status)] ?? 'published_on'}`, { date: formatDate(text(news.publishDate)) }) : '',
          author ? translate('app.education.news.by', { author }) : '',
          typeof news.views === 'number' ? translate('app.education.news.viewsCount', { smart_count: news.views }) : '',
        ].filter(Boolean).join(' · ')}
      </Typography>
      {/^https?:\/\//.test(image) && <Box component="img" src={image} alt={text(news.imageAlt)} sx={{ width: '100%', borderRadius: 1, mt: 2 }} />}
      <Divider sx={{ my: 2 }} />
      {text(news.content).split(/\n{2,}/).map((paragraph, i) => (
        <Typography key={i} sx={{ mb: 1.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{paragraph}</Typography>
      ))}
      {tagsOf(news.tags).length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          {tagsOf(news.tags).map((tag) => <Chip key={tag} label={tag} size="small" />)}
        </Stack>
      )}
    </Box>
  );
}
