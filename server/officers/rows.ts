/**
 * Between the validated officer body (resources/officers/validation.ts) and the rows of
 * the officer tables, both ways: the body's columns, legacy fields kept in `extras`, the
 * nested lists as rows; and the answer shape of `GET rrhh/{id}` (§3.1 detail view).
 */
import { LEGACY_FIELDS, gradeOf, type DocumentInput, type FamilyMemberInput, type ImageInput, type OfficerInput, type ProfessionalItemInput } from '../../resources/officers/validation';
import type {
  FamilyMemberRow,
  NewFamilyMemberRow,
  NewOfficerRow,
  NewProfessionalItemRow,
  OfficerDocumentRow,
  OfficerImageRow,
  OfficerRow,
  ProfessionalItemRow,
} from '../db/officerSchema';

/** Columns the server owns: never taken from a body. */
type ServerOwned = 'id' | 'statusIn' | 'condition' | 'motive' | 'typeBlock' | 'statusDate' | 'createdBy' | 'updatedBy' | 'createdAt' | 'updatedAt' | 'version';
export type OfficerColumns = Omit<NewOfficerRow, ServerOwned>;

/** The officer row of a validated body: grade from its professional items (§3.5), legacy fields in `extras`. */
export function officerColumns(input: OfficerInput): OfficerColumns {
  const extras: Record<string, unknown> = {};
  for (const name of LEGACY_FIELDS) if (input[name] !== undefined) extras[name] = input[name];
  return {
    identification: input.identification,
    firstName: input.firstName,
    secondName: input.secondName ?? null,
    firstLastname: input.firstLastname,
    secondLastname: input.secondLastname ?? null,
    gender: input.gender,
    email: input.email,
    typeRegister: input.typeRegister,
    bloodType: input.bloodType ?? null,
    rif: input.rif,
    patria: input.patria ?? null,
    patriaTwo: input.patriaTwo ?? null,
    accountBank: input.accountBank ?? null,
    dateBirth: input.dateBirth,
    stateBirth: input.stateBirth,
    municipalityBirth: input.municipalityBirth,
    parishBirth: input.parishBirth ?? null,
    civilState: input.civilState,
    previousWorkYears: input.previousWorkYears,
    previousWorkMonths: input.previousWorkMonths,
    previousWorkDays: input.previousWorkDays,
    grade: gradeOf(input.profesionality),
    phone: input.phone,
    homePhone: input.homePhone ?? null,
    address: input.address,
    dateIn: input.dateIn,
    range: input.range ?? null,
    orderMerit: input.orderMerit ?? null,
    yearOfPolice: input.yearOfPolice ?? null,
    dateOfLastPromotion: input.dateOfLastPromotion ?? null,
    position: input.position ?? null,
    typeService: input.typeService ?? null,
    service: input.service ?? null,
    subService: input.subService ?? null,
    division: input.division ?? null,
    coordination: input.coordination ?? null,
    station: input.station ?? null,
    originInstitution: input.originInstitution ?? null,
    promotion: input.promotion ?? null,
    dependenceWork: input.dependenceWork ?? null,
    uniqueCredential: input.uniqueCredential ?? null,
    isComissionService: input.isComissionService,
    dependencies: input.dependencies,
    subDependencies: input.subDependencies,
    positions: input.positions,
    codeRrhh: input.codeRrhh ?? null,
    iapmchCode: input.iapmchCode ?? null,
    payrollCode: input.payrollCode ?? null,
    haveAnotherLanguage: input.haveAnotherLanguage,
    language: input.language,
    haveElectoralRegister: input.haveElectoralRegister,
    isCommunityCouncil: input.isCommunityCouncil,
    wichCommunityCouncil: input.wichCommunityCouncil,
    isInNacionalMission: input.isInNacionalMission,
    wichMission: input.wichMission,
    haveHoused: input.haveHoused,
    housingType: input.housingType ?? null,
    isLiveWithParent: input.isLiveWithParent,
    lastJob: input.lastJob ?? null,
    yearJob: input.yearJob ?? null,
    haveReentryPending: input.haveReentryPending,
    license: input.license.map((l) => ({ numberOfLicense: l.numberOfLicense, licenseGrade: l.licenseGrade ?? null })),
    physical: input.physical,
    extras,
  };
}

export function familyRow(officerId: number, member: FamilyMemberInput): NewFamilyMemberRow {
  const { id: _id, ...values } = member;
  return {
    ...values,
    officerId,
    secondName: values.secondName ?? null,
    secondLastname: values.secondLastname ?? null,
    profesionality: values.profesionality ?? null,
    numberPassport: values.numberPassport ?? null,
    phone: values.phone ?? null,
    email: values.email ?? null,
    parentage: values.parentage ?? null,
    bloodType: values.bloodType ?? null,
  };
}

export function professionalRow(officerId: number, item: ProfessionalItemInput): NewProfessionalItemRow {
  const { id: _id, ...values } = item;
  return {
    ...values,
    officerId,
    typeDuration: values.typeDuration ?? null,
    duration: values.duration ?? null,
  };
}

export function documentValues(document: DocumentInput) {
  return { filename: document.filename, size: document.size ?? 0, type: document.type, url: document.url ?? null };
}

export function imageValues(image: ImageInput) {
  return { type: image.type, url: image.url, filename: image.filename ?? null };
}

const withoutOfficer = <R extends { officerId: number; createdAt: Date }>(row: R) => {
  const { officerId: _o, createdAt: _c, ...rest } = row;
  return rest;
};

export function presentDocument(row: OfficerDocumentRow) {
  const { storageKey: _k, ...rest } = withoutOfficer(row);
  return { ...rest, name: row.filename };
}

export function presentImage(row: OfficerImageRow) {
  const { storageKey: _k, ...rest } = withoutOfficer(row);
  return { ...rest, urlImage: row.url };
}

export interface OfficerParts {
  family: FamilyMemberRow[];
  profesionality: ProfessionalItemRow[];
  documents: OfficerDocumentRow[];
  images: OfficerImageRow[];
}

/** `GET rrhh/{id}`: the officer with all its parts (§3.1 "detail view extras"). */
export function presentOfficer(row: OfficerRow, parts: OfficerParts) {
  const { extras, ...columns } = row;
  return {
    ...extras,
    ...columns,
    family: parts.family.map(withoutOfficer),
    profesionality: parts.profesionality.map(withoutOfficer),
    documents: parts.documents.map(presentDocument),
    images: parts.images.map(presentImage),
  };
}

export type OfficerView = ReturnType<typeof presentOfficer>;
