/**
 * News manager `/home/website` (spec 3 §2.10): the dashboard (total, published, featured,
 * views, average views per published item, this month, the five latest), the news list
 * with its form (edit and preview modes), publish / unpublish, and the documents view,
 * which the spec leaves as a placeholder. Published items open on their public page.
 */
import NewspaperIcon from '@mui/icons-material/Newspaper';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Card, CardContent, Grid, IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { DeclaredList } from '../engine/views/DeclaredList';
import { ModulePage } from '../engine/views/ModulePage';
import { DistributionBars, FigureCards, SummaryState } from '../engine/views/SummaryParts';
import { useSummary } from '../engine/views/useSummary';
import { formatDate } from '../officers/shared/format';
import { newsDeclaration as declaration } from './declaration';
import { formatNumber } from '../engine/numbers';

const T = 'app.education.news';
const PUBLISHED = 3;

function LatestNews({ items }: { items: RaRecord[] }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{translate(`${T}.latest`)}</Typography>
        <List dense>
          {items.map((item) => (
            <ListItem
              key={item.id}
              secondaryAction={item.status === PUBLISHED && (
                <Tooltip title={translate(`${T}.publicLink`)}>
                  <IconButton edge="end" href={`/noticias/${String(item.slug)}`} target="_blank" rel="noopener" aria-label={`${translate(`${T}.publicLink`)}: ${String(item.title)}`}><OpenInNewIcon fontSize="small" /></IconButton>
                </Tooltip>
              )}
            >
              <ListItemText primary={String(item.title)} secondary={formatDate(String(item.publishDate))} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

function NewsDashboard() {
  const { data, isPending, isError } = useSummary(declaration.name);
  const es = (n: number) => formatNumber(n);
  return (
    <>
      <SummaryState isPending={isPending} isError={isError} />
      {data && (
        <>
          <FigureCards figures={[
            { label: `${T}.total`, value: es(data.total) },
            { label: `${T}.published`, value: es(data.counts.published) },
            { label: `${T}.featured`, value: es(data.counts.featured) },
            { label: `${T}.views`, value: es(data.sums.views) },
          ]} />
          <FigureCards figures={[
            { label: `${T}.averageViews`, value: formatNumber(data.counts.published ? data.sums.publishedViews / data.counts.published : 0, { maxDecimals: 1 }) },
            { label: `${T}.thisMonth`, value: es(data.thisMonth) },
          ]} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}><LatestNews items={data.latest} /></Grid>
            <Grid size={{ xs: 12, md: 6 }}><DistributionBars title={`${T}.byCategory`} rows={data.distributions.category} catalog="website.category" total={data.total} /></Grid>
          </Grid>
        </>
      )}
    </>
  );
}

function DocumentsSoon() {
  const translate = useTranslate();
  return <Alert severity="info">{translate(`${T}.soon`)}</Alert>;
}

export default function NewsManagerPage() {
  return (
    <ModulePage
      route="website"
      title={`${T}.title`}
      icon={<NewspaperIcon />}
      views={[
        { path: '', label: `${T}.dashboard`, content: <NewsDashboard /> },
        { path: 'news', label: `${T}.news`, content: <DeclaredList declaration={declaration} title={false} embedded /> },
        { path: 'documents', label: `${T}.documents`, content: <DocumentsSoon />, aliases: ['requests', 'forms'] },
      ]}
    />
  );
}
