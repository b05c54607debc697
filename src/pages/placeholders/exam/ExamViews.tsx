/** The sub-views of the exams module: question bank, students (link to UNES) and results. */
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PercentIcon from '@mui/icons-material/Percent';
import SchoolIcon from '@mui/icons-material/School';
import StarIcon from '@mui/icons-material/Star';
import { Button, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Breakdown, Section, SummaryCards, formatNumber, useCanOpen } from '../shared';
import { EXAM_RESULTS, EXAM_SUMMARY, QUESTIONS_BY_SUBJECT, QUESTIONS_BY_TYPE } from './data';

const E = 'app.placeholders.exam';

export function QuestionBankView() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Breakdown title={`${E}.questionBank.byType`} rows={QUESTIONS_BY_TYPE.map((row) => ({ label: `${E}.questionBank.${row.type}`, value: row.count }))} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Breakdown title={`${E}.questionBank.bySubject`} rows={QUESTIONS_BY_SUBJECT.map((row) => ({ label: `${E}.questionBank.${row.subject}`, value: row.count }))} />
      </Grid>
    </Grid>
  );
}

const STUDENTS_PATH = '/home/unes';

export function StudentsView() {
  const translate = useTranslate();
  const canOpen = useCanOpen();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={`${E}.students.registered`}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}>
            <SchoolIcon color="primary" fontSize="large" />
            {formatNumber(EXAM_SUMMARY.students)}
          </Typography>
          <Typography color="text.secondary" sx={{ my: 2 }}>{translate(`${E}.students.text`)}</Typography>
          {canOpen(STUDENTS_PATH) && <Button variant="contained" component={RouterLink} to={STUDENTS_PATH} startIcon={<SchoolIcon />}>{translate(`${E}.students.goTo`)}</Button>}
        </Section>
      </Grid>
    </Grid>
  );
}

export function ResultsView() {
  return (
    <>
      <SummaryCards
        items={[
          { label: `${E}.results.approved`, value: EXAM_RESULTS.approved, icon: <CheckCircleIcon />, tone: 'success' },
          { label: `${E}.results.failed`, value: EXAM_RESULTS.failed, icon: <CancelIcon />, tone: 'error' },
          { label: `${E}.results.average`, value: EXAM_RESULTS.average, decimals: 1, icon: <StarIcon />, tone: 'info' },
          { label: `${E}.summary.passRate`, value: EXAM_SUMMARY.passRate, suffix: '%', icon: <PercentIcon />, tone: 'primary' },
        ]}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Breakdown
            title={`${E}.results.distribution`}
            rows={[
              { label: `${E}.results.approved`, value: EXAM_RESULTS.approved, tone: 'success' },
              { label: `${E}.results.failed`, value: EXAM_RESULTS.failed, tone: 'error' },
            ]}
          />
        </Grid>
      </Grid>
    </>
  );
}
