/**
 * How a permit is answered (spec 3 §3.7): its stored fields, the cascade labels, the
 * officer as permits show him, and (detail, report) its studies, schedules and approvals.
 */
import { officers } from '../db/officerSchema';
import { cascadeLabels } from '../../resources/permits/cascade';
import type { PermitApprovalRow, PermitRow, PermitScheduleRow, PermitStudyRow } from './schema';

/** The officer columns a permit carries (§3.7 "Police officer as shown in permits and medical"). */
export const policeColumns = {
  id: officers.id,
  firstName: officers.firstName,
  secondName: officers.secondName,
  firstLastname: officers.firstLastname,
  secondLastname: officers.secondLastname,
  identification: officers.identification,
  codeRrhh: officers.codeRrhh,
  range: officers.range,
  condition: officers.condition,
  position: officers.position,
  positions: officers.positions,
  dependencies: officers.dependencies,
  dependenceWork: officers.dependenceWork,
  email: officers.email,
  phone: officers.phone,
  dateBirth: officers.dateBirth,
};

export type PoliceView = { [K in keyof typeof policeColumns]: (typeof policeColumns)[K]['_']['data'] | null };

export function presentPermit(row: PermitRow, police: PoliceView | null) {
  const keys = { typeKey: row.typeKey, personalKey: row.personalKey, daysKey: row.daysKey, reasonKey: row.reasonKey };
  return {
    id: row.id,
    policeId: row.officerId,
    requestNumber: row.requestNumber,
    ...keys,
    ...cascadeLabels(keys),
    motive: row.motive,
    durationDays: row.durationDays,
    supportsDelivered: row.supportsDelivered,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    status: row.status,
    statusNotes: row.statusNotes,
    statusDate: row.statusDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
    police,
  };
}

export type PermitView = ReturnType<typeof presentPermit>;

export function presentStudy(row: PermitStudyRow) {
  return { id: row.id, institution: row.institution, career: row.career, lastLevelApproved: row.lastLevelApproved, lastLevelAverage: row.lastLevelAverage, studyType: row.studyType };
}

export function presentSchedule(row: PermitScheduleRow) {
  return { id: row.id, dayOfWeek: row.dayOfWeek, timeFrom: row.timeFrom, timeTo: row.timeTo, scheduleType: row.scheduleType };
}

export function presentApproval(row: PermitApprovalRow) {
  return {
    id: row.id,
    approverId: row.approverId,
    approver: { id: row.approverId, fullName: row.approverName },
    approvalLevel: row.approvalLevel,
    approvalStatus: row.approvalStatus,
    comments: row.comments,
    approvalDate: row.approvalDate,
  };
}

export type PermitDetail = PermitView & {
  studies: ReturnType<typeof presentStudy>[];
  schedules: ReturnType<typeof presentSchedule>[];
  approvals: ReturnType<typeof presentApproval>[];
};
