/** The small set of components shared by the four placeholder modules (spec 3 §2.11). */
export { CategoryCards, SummaryCards, type CategoryItem, type SummaryItem, type Tone } from './Cards';
export { formatNumber } from './format';
export { useCanOpen, useComingSoon, useSubView } from './hooks';
export { Breakdown, ComingSoonPanel, QuickActions, ReportList, Section, StaticTable, type BreakdownRow, type QuickAction } from './Panels';
export { PlaceholderPage, type PlaceholderModule } from './PlaceholderPage';
