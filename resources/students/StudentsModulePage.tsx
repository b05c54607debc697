/**
 * Student registry `/home/unes` (spec 3 §2.8): the dashboard (totals and shares of all,
 * active, graduated and inactive students), the registration form, the query view
 * (search, career / status / semester filters, view, edit, delete, status change) and
 * the statistics by status and career. View and edit are real, not the old app's
 * 'próximamente' notices.
 */
import SchoolIcon from '@mui/icons-material/School';
import { Grid } from '@mui/material';
import { useRefresh } from 'react-admin';
import { DeclaredFormPanel } from '../engine/DeclaredFormDialog';
import { DeclaredList, formFields } from '../engine/views/DeclaredList';
import { deniedMessageOf } from '../engine/views/deniedMessage';
import { ModulePage } from '../engine/views/ModulePage';
import { DistributionBars, FigureCards, SummaryState } from '../engine/views/SummaryParts';
import { percentOf, useSummary } from '../engine/views/useSummary';
import { useResourceAccess } from '../engine/views/useResourceAccess';
import { AccessDenied } from '../../src/pages/AccessDenied';
import { studentsDeclaration as declaration } from './declaration';
import { formatNumber } from '../engine/numbers';

const T = 'app.education.students';

function StudentsDashboard() {
  const { data, isPending, isError } = useSummary(declaration.name);
  const total = data?.total ?? 0;
  const share = (n: number) => `${percentOf(n, total)}%`;
  return (
    <>
      <SummaryState isPending={isPending} isError={isError} />
      {data && (
        <FigureCards figures={[
          { label: `${T}.total`, value: formatNumber(total), hint: '100%' },
          { label: `${T}.active`, value: formatNumber(data.counts.active), hint: share(data.counts.active) },
          { label: `${T}.graduated`, value: formatNumber(data.counts.graduated), hint: share(data.counts.graduated) },
          { label: `${T}.inactive`, value: formatNumber(data.counts.inactive), hint: share(data.counts.inactive) },
        ]} />
      )}
    </>
  );
}

function StudentsStatistics() {
  const { data, isPending, isError } = useSummary(declaration.name);
  return (
    <>
      <SummaryState isPending={isPending} isError={isError} />
      {data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}><DistributionBars title={`${T}.byStatus`} rows={data.distributions.status} catalog="education.status" total={data.total} /></Grid>
          <Grid size={{ xs: 12, md: 6 }}><DistributionBars title={`${T}.byCareer`} rows={data.distributions.career} catalog="education.career" total={data.total} /></Grid>
        </Grid>
      )}
    </>
  );
}

function StudentRegistration() {
  const refresh = useRefresh();
  const { can } = useResourceAccess(declaration);
  if (!can('create')) return <AccessDenied messageKey={deniedMessageOf(declaration)} />;
  return (
    <DeclaredFormPanel
      declaration={declaration}
      titles={{ create: 'app.engine.create', edit: 'app.engine.edit' }}
      titleOptions={{ name: declaration.label.one }}
      messages={{ created: 'resources.students.messages.created', updated: 'resources.students.messages.updated' }}
      sections={[{ fields: formFields(declaration) }]}
      onSaved={refresh}
    />
  );
}

export default function StudentsModulePage() {
  return (
    <ModulePage
      route="unes"
      title={`${T}.title`}
      icon={<SchoolIcon />}
      views={[
        { path: '', label: `${T}.dashboard`, content: <StudentsDashboard /> },
        { path: 'students', label: `${T}.register`, content: <StudentRegistration /> },
        { path: 'query', label: `${T}.query`, content: <DeclaredList declaration={declaration} title={false} embedded /> },
        { path: 'statistics', label: `${T}.statistics`, content: <StudentsStatistics /> },
      ]}
    />
  );
}
