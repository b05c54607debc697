/**
 * The sidebar's groups (spec 1 §2.3), declared once and in sidebar order: a declaration's
 * `menu.group` names one of these keys. A group shows only to users its `access` lets in
 * (every signed-in user when omitted) and only while it has an entry they may open.
 * The browser adds each group's icon and its entries that are not resources (src/layout/menuConfig.tsx).
 */
import type { AccessRule } from '../authProvider/permissions';
import { DISCIPLINARY_ACCESS } from './disciplinary/access';
import { GUNPARK_ACCESS } from './guns/access';
import { MEDICAL_ACCESS } from './medical/access';
import { PERMITS_ACCESS } from './permits/access';
import { TRANSPORT_ACCESS } from './vehicles/access';

export interface MenuGroupDeclaration {
  key: string;
  /** i18n key of the group's title. */
  label: string;
  access?: AccessRule;
}

export const MENU_GROUPS: readonly MenuGroupDeclaration[] = [
  { key: 'rrhh', label: 'app.menu.rrhh', access: { module: 1 } },
  { key: 'disciplinary', label: 'app.menu.disciplinary', access: DISCIPLINARY_ACCESS.module },
  { key: 'gunpark', label: 'app.menu.gunpark', access: GUNPARK_ACCESS.module },
  { key: 'transport', label: 'app.menu.transport', access: TRANSPORT_ACCESS.module },
  // Placeholder modules (spec 3 §2.11, §6: no permission checks): every signed-in user.
  { key: 'services', label: 'app.placeholders.menu.services' },
  { key: 'inspection', label: 'app.placeholders.menu.inspection' },
  { key: 'exam', label: 'app.placeholders.menu.exam' },
  { key: 'equipment', label: 'app.placeholders.menu.equipment' },
  { key: 'permits', label: 'app.permits.menu.group', access: PERMITS_ACCESS.module },
  { key: 'medical', label: 'app.medical.menu.group', access: MEDICAL_ACCESS.module },
  { key: 'audit', label: 'app.menu.audit', access: { module: 9 } },
  { key: 'configuration', label: 'app.menu.configuration', access: { module: 8 } },
  // Groups whose entries are all declarations (students, evaluations; news): shown to whoever may open one.
  { key: 'education', label: 'app.menu.education' },
  { key: 'website', label: 'app.menu.website' },
];
