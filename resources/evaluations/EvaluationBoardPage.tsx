/**
 * Evaluation board `/home/evaluation-board` (spec 3 §2.9): the dashboard (total, pending,
 * completed, this month, average rating, distribution by status), the evaluations list
 * with its form (officers picked by cédula, ten criteria 1–5, the average as it is typed),
 * approve / reject with a reason, and the reports view: evaluations per period and the
 * list filtered by period, evaluator or rating, exported to Excel. The promotions and
 * merits routes, whose content the spec does not show, open the evaluations list.
 */
import AssessmentIcon from '@mui/icons-material/Assessment';
import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../engine/numbers';
import { DeclaredList } from '../engine/views/DeclaredList';
import { ModulePage } from '../engine/views/ModulePage';
import { DistributionBars, FigureCards, SummaryState } from '../engine/views/SummaryParts';
import { useSummary } from '../engine/views/useSummary';
import { evaluationsDeclaration as declaration } from './declaration';

const T = 'app.education.evaluations';

function EvaluationDashboard() {
  const { data, isPending, isError } = useSummary(declaration.name);
  return (
    <>
      <SummaryState isPending={isPending} isError={isError} />
      {data && (
        <>
          <FigureCards figures={[
            { label: `${T}.total`, value: formatNumber(data.total) },
            { label: `${T}.pending`, value: formatNumber(data.counts.pending) },
            { label: `${T}.completed`, value: formatNumber(data.counts.completed) },
            { label: `${T}.thisMonth`, value: formatNumber(data.thisMonth) },
          ]} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <FigureCards figures={[{ label: `${T}.average`, value: formatNumber(data.averages.rating, { decimals: 2 }), hint: '1 – 5' }]} />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <DistributionBars title={`${T}.byStatus`} rows={data.distributions.status} catalog="evaluation.status" total={data.total} />
            </Grid>
          </Grid>
        </>
      )}
    </>
  );
}

function EvaluationReports() {
  const translate = useTranslate();
  const { data, isPending, isError } = useSummary(declaration.name);
  return (
    <>
      <SummaryState isPending={isPending} isError={isError} />
      {data && <DistributionBars title={`${T}.byPeriod`} rows={data.distributions.evaluationPeriod} total={data.total} />}
      <Typography color="text.secondary" sx={{ mt: 2 }}>{translate(`${T}.reportsHint`)}</Typography>
      <DeclaredList declaration={declaration} title={false} embedded />
    </>
  );
}

export default function EvaluationBoardPage() {
  return (
    <ModulePage
      route="evaluation-board"
      title={`${T}.title`}
      icon={<AssessmentIcon />}
      views={[
        { path: '', label: `${T}.dashboard`, content: <EvaluationDashboard /> },
        { path: 'evaluations', label: `${T}.evaluations`, content: <DeclaredList declaration={declaration} title={false} embedded />, aliases: ['promotions', 'merits'] },
        { path: 'reports', label: `${T}.reports`, content: <EvaluationReports /> },
      ]}
    />
  );
}
