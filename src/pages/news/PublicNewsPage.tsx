/**
 * The public page of a news item, `/noticias/{slug}` (no session): what the news manager
 * published and has not expired; each opening counts one view. An unknown, unpublished or
 * expired item reads 'Noticia no encontrada'.
 */
import { Alert, Box, Button, CircularProgress, Paper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { apiRequest } from '../../../dataProvider/httpClient';
import { NewsArticle, type NewsContent } from '../../../resources/news/NewsArticle';
import { labelOf } from '../../../server/catalogues/labelOf';
import { NEWS_CATEGORY } from '../../../server/catalogues/website';

export default function PublicNewsPage() {
  const translate = useTranslate();
  const { slug = '' } = useParams();
  const query = useQuery({
    queryKey: ['public-news', slug],
    queryFn: async () => (await apiRequest<NewsContent & { category: number }>(`public/news/${encodeURIComponent(slug)}`, { anonymous: true })).data,
    staleTime: Infinity,
  });
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 5 }, px: 2 }}>
      <Paper sx={{ maxWidth: 860, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        {query.isPending && <Box sx={{ textAlign: 'center' }}><CircularProgress /></Box>}
        {query.isError && <Alert severity="warning">{translate('app.education.news.notFound')}</Alert>}
        {query.data && <NewsArticle news={query.data} category={labelOf(NEWS_CATEGORY, query.data.category)} />}
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Button component={RouterLink} to="/">{translate('app.education.news.back')}</Button>
        </Box>
      </Paper>
    </Box>
  );
}
