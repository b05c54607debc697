/**
 * The static figures of the exams module (spec 3 §2.11): 8 active exams, 1.250 students,
 * 450 questions, 76 % pass rate and an average of 78,5. The splits (question types and
 * subjects, 950 approved / 300 failed = 76 %) are chosen to add up to them.
 */
export const EXAM_SUMMARY = { activeExams: 8, students: 1250, questions: 450, passRate: 76 };

export const SAMPLE_EXAMS = [
  { name: 'procedures', students: 120, questions: 40, status: 'active' },
  { name: 'humanRights', students: 95, questions: 35, status: 'active' },
  { name: 'criminalLaw', students: 80, questions: 50, status: 'pending' },
] as const;

export const QUESTIONS_BY_TYPE = [
  { type: 'single', count: 220 },
  { type: 'multiple', count: 150 },
  { type: 'trueFalse', count: 80 },
] as const;

export const QUESTIONS_BY_SUBJECT = [
  { subject: 'procedures', count: 120 },
  { subject: 'criminalLaw', count: 100 },
  { subject: 'humanRights', count: 90 },
  { subject: 'force', count: 80 },
  { subject: 'firstAid', count: 60 },
] as const;

export const EXAM_RESULTS = { approved: 950, failed: 300, average: 78.5 };
