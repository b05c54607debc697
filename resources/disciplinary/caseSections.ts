/**
 * The sections of the case form in each layout (spec 3 §2.3): ICAP — case information,
 * prosecutor, then the involved records and documents; OIDP — the five numbered
 * sections, then the involved officers and documents. Fields a layout does not show keep
 * their stored values.
 */
import type { FormSection } from '../engine/DeclaredFormDialog';

export const ICAP_SECTIONS: FormSection[] = [
  {
    title: 'app.disciplinary.sections.caseInfo',
    fields: [
      'dateInit', 'dateOfApperture', 'dateEnd', 'modeOfNotice', 'office', 'proceedings', 'victim', 'identificationOfVictim', 'fault', 'crime', 'locationOfProceedings',
      'detective', 'assignation', 'proceedingRelantion', 'inspectorate', 'state', 'article', 'numeral', 'correlativeNumber', 'correlative', 'sufixCorrelative',
      'dateOfCorrelative', 'folioNumber', 'admAct', 'identificationPolice', 'rangeOfPolice', 'numberOfCaseRelation', 'decision', 'reclutionCenter', 'meassureByOffice',
      'privated', 'privatedOfLiberty', 'absence', 'isArchive', 'descriptionOfCase', 'caseReview', 'complaint', 'penalRecord',
    ],
  },
  { title: 'app.disciplinary.sections.prosecutor', fields: ['codeOfMP', 'officeOfMP', 'publicOrganism', 'statusOfMP', 'prosecutorOffice', 'prosecutorStatus', 'statusProsecutor'] },
];

export const OIDP_SECTIONS: FormSection[] = [
  { title: 'app.disciplinary.sections.oidp1', fields: ['dateKnowledgeFact', 'dateStartInvestigation', 'dateInit', 'modeOfNotice', 'office', 'actNumber', 'inspectionNumber', 'locationOfProceedings', 'presumedFacts', 'precautionaryMeasures'] },
  { title: 'app.disciplinary.sections.oidp2', fields: ['dateNotificationOfficer', 'numeralArticle102', 'typeFaults', 'fault', 'article', 'numeral'] },
  { title: 'app.disciplinary.sections.oidp3', fields: ['investigationStatus', 'dateLastDiligence', 'decision', 'dateEnd', 'investigationSpecify', 'caseReview'] },
  { title: 'app.disciplinary.sections.oidp4', fields: ['dateRemissionDisciplinary', 'dateRemissionDigesudis', 'admAct', 'folioNumber'] },
  { title: 'app.disciplinary.sections.oidp5', fields: ['generalObservations', 'descriptionOfCase'] },
];
