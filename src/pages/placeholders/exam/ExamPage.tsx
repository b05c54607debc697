/**
 * Exams (spec 3 §2.11), routes /home/exam, /home/exam/schedule and /home/exam/results: the
 * dashboard (8 active exams, 1.250 students, 450 questions, 76 % pass rate), four cards
 * and three sample active exams; question bank, exams (coming soon), students (link to
 * /home/unes) and results sub-views switch inside the page.
 */
import AssignmentIcon from '@mui/icons-material/Assignment';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import PercentIcon from '@mui/icons-material/Percent';
import QuizIcon from '@mui/icons-material/Quiz';
import SchoolIcon from '@mui/icons-material/School';
import { Chip, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CategoryCards, ComingSoonPanel, PlaceholderPage, Section, SummaryCards, useSubView, type CategoryItem } from '../shared';
import { EXAM_SUMMARY, SAMPLE_EXAMS } from './data';
import { QuestionBankView, ResultsView, StudentsView } from './ExamViews';

export type ExamView = 'main' | 'questions' | 'schedule' | 'students' | 'results';

const E = 'app.placeholders.exam';

const cards: CategoryItem<ExamView>[] = [
  { view: 'questions', title: `${E}.cards.questions.title`, description: `${E}.cards.questions.description`, icon: <QuizIcon />, tone: 'primary' },
  { view: 'schedule', title: `${E}.cards.exams.title`, description: `${E}.cards.exams.description`, icon: <EventNoteIcon />, tone: 'secondary' },
  { view: 'students', title: `${E}.cards.students.title`, description: `${E}.cards.students.description`, icon: <GroupsIcon />, tone: 'info' },
  { view: 'results', title: `${E}.cards.results.title`, description: `${E}.cards.results.description`, icon: <InsightsIcon />, tone: 'success' },
];

const viewTitles: Record<Exclude<ExamView, 'main'>, string> = {
  questions: `${E}.questionBank.title`,
  schedule: `${E}.schedule.title`,
  students: `${E}.students.title`,
  results: `${E}.results.title`,
};

function ActiveExams() {
  const translate = useTranslate();
  return (
    <Section title={`${E}.activeExams`}>
      <List disablePadding>
        {SAMPLE_EXAMS.map((exam) => (
          <ListItem key={exam.name} divider disableGutters sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <ListItemText
              primary={translate(`${E}.sample.${exam.name}`)}
              secondary={`${translate(`${E}.examStudents`, { count: exam.students })} · ${translate(`${E}.examQuestions`, { count: exam.questions })}`}
            />
            <Chip size="small" label={translate(`${E}.status.${exam.status}`)} color={exam.status === 'active' ? 'success' : 'warning'} variant="outlined" />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

function Dashboard({ onOpen }: { onOpen: (view: ExamView) => void }) {
  return (
    <>
      <SummaryCards
        items={[
          { label: `${E}.summary.active`, value: EXAM_SUMMARY.activeExams, icon: <AssignmentIcon />, tone: 'primary' },
          { label: `${E}.summary.students`, value: EXAM_SUMMARY.students, icon: <SchoolIcon />, tone: 'info' },
          { label: `${E}.summary.questions`, value: EXAM_SUMMARY.questions, icon: <QuizIcon />, tone: 'secondary' },
          { label: `${E}.summary.passRate`, value: EXAM_SUMMARY.passRate, suffix: '%', icon: <PercentIcon />, tone: 'success' },
        ]}
      />
      <CategoryCards items={cards} onOpen={onOpen} />
      <ActiveExams />
    </>
  );
}

function Exam({ initial }: { initial: ExamView }) {
  const [view, setView] = useSubView<ExamView>(initial);
  return (
    <PlaceholderPage
      module="exam"
      icon={<QuizIcon color="primary" />}
      subView={view === 'main' ? undefined : { title: viewTitles[view], onBack: () => setView('main') }}
    >
      {view === 'main' && <Dashboard onOpen={setView} />}
      {view === 'questions' && <QuestionBankView />}
      {view === 'schedule' && <ComingSoonPanel message={`${E}.schedule.message`} />}
      {view === 'students' && <StudentsView />}
      {view === 'results' && <ResultsView />}
    </PlaceholderPage>
  );
}

export default function ExamPage({ view = 'main' }: { view?: ExamView }) {
  const { key } = useLocation();
  return <Exam key={key} initial={view} />;
}
