/**
 * Personnel records (RRHH spec §3.1–3.6). One row per officer in `officers`; the small
 * lists that are only ever read with their officer (addresses, phones, licences,
 * languages, councils, missions, dependencies, positions, the physical record with its
 * health lists) are jsonb columns; family members, professional items, documents and
 * images are rows of their own, deleted with their officer.
 *
 * Search at 100,000 officers: the query screen counts and pages on the narrow projection
 * `officer_search` (officerSearchSchema.ts, kept by triggers). Here: a trigram index over
 * the accent-free lower-case full name (the expression `fullName` in
 * server/officers/search.ts uses: movements, and searches with organisation lists), one
 * over the two codes (exact search), btree indexes on the exact filters and containment
 * (GIN) indexes on the organisation lists.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { versionColumn } from '../lib/versioning';

/** A {value, label} item of the organisation lists (dependencies, sub-dependencies, positions). */
export interface OrganisationItem {
  value: number;
  label: string;
}

export interface OfficerAddress {
  addressName: string;
  state: number;
  municipality: string;
  parish?: string | null;
  street?: string | null;
  avenue?: string | null;
  sidewalk?: string | null;
  sector?: string | null;
  urbanity?: string | null;
  building?: string | null;
  flat?: string | null;
  house?: string | null;
  apartment?: string | null;
  reference?: string | null;
  addressWriter?: string | null;
}

export interface OfficerLicense {
  numberOfLicense: string;
  licenseGrade: number | null;
}

/** Physical record (§3.3) with the four health lists (§5.3). */
export interface OfficerPhysical {
  height?: number | null;
  weight?: number | null;
  bloodType?: number | null;
  psychomotricity?: number | null;
  skinColor?: number | null;
  hairColor?: number | null;
  eyeColor?: number | null;
  shirtSize?: number | null;
  pantSize?: number | null;
  capSize?: number | null;
  shoesSize?: number | null;
  braSize?: string | null;
  haveTattoo?: boolean;
  whereTattoo?: string | null;
  havePiercing?: boolean;
  wherePiercing?: string | null;
  physicalProblem?: boolean;
  whereProblem?: string | null;
  haveAllergy?: boolean;
  allergies?: string[];
  haveTreatments?: boolean;
  treatments?: string[];
  havePatology?: boolean;
  patologies?: string[];
  haveConditionPhysical?: boolean;
  conditionPhysical?: string[];
}

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** The officers' e-mail unique, case aside: a constraint of migration 0043 (see the indexes below). */
export const OFFICER_EMAIL_CONSTRAINT = 'officers_email_unique';

export const officers = pgTable(
  'officers',
  {
    id: serial('id').primaryKey(),
    // Identity and contact
    identification: integer('identification').notNull(),
    firstName: text('first_name').notNull(),
    secondName: text('second_name'),
    firstLastname: text('first_lastname').notNull(),
    secondLastname: text('second_lastname'),
    gender: integer('gender'),
    email: text('email'),
    typeRegister: integer('type_register').notNull().default(0),
    bloodType: integer('blood_type'),
    rif: text('rif'),
    patria: text('patria'),
    patriaTwo: text('patria_two'),
    accountBank: text('account_bank'),
    dateBirth: date('date_birth', { mode: 'string' }),
    stateBirth: integer('state_birth'),
    municipalityBirth: text('municipality_birth'),
    parishBirth: text('parish_birth'),
    civilState: integer('civil_state'),
    previousWorkYears: integer('previous_work_years').notNull().default(0),
    previousWorkMonths: integer('previous_work_months').notNull().default(0),
    previousWorkDays: integer('previous_work_days').notNull().default(0),
    grade: integer('grade').notNull().default(0),
    phone: jsonb('phone').$type<string[]>().notNull().default([]),
    homePhone: text('home_phone'),
    address: jsonb('address').$type<OfficerAddress[]>().notNull().default([]),
    dateIn: date('date_in', { mode: 'string' }),
    // Police data
    range: integer('range'),
    orderMerit: integer('order_merit'),
    yearOfPolice: integer('year_of_police'),
    dateOfLastPromotion: date('date_of_last_promotion', { mode: 'string' }),
    statusIn: integer('status_in').notNull().default(1),
    position: integer('position'),
    typeService: integer('type_service'),
    service: integer('service'),
    subService: integer('sub_service'),
    division: text('division'),
    coordination: text('coordination'),
    station: text('station'),
    originInstitution: text('origin_institution'),
    promotion: date('promotion', { mode: 'string' }),
    dependenceWork: text('dependence_work'),
    uniqueCredential: text('unique_credential'),
    isComissionService: boolean('is_comission_service').notNull().default(false),
    dependencies: jsonb('dependencies').$type<OrganisationItem[]>().notNull().default([]),
    subDependencies: jsonb('sub_dependencies').$type<OrganisationItem[]>().notNull().default([]),
    positions: jsonb('positions').$type<OrganisationItem[]>().notNull().default([]),
    codeRrhh: text('code_rrhh'),
    iapmchCode: text('iapmch_code'),
    payrollCode: text('payroll_code'),
    condition: integer('condition').notNull().default(1),
    // Binding data
    haveAnotherLanguage: boolean('have_another_language').notNull().default(false),
    language: jsonb('language').$type<string[]>().notNull().default([]),
    haveElectoralRegister: boolean('have_electoral_register').notNull().default(false),
    isCommunityCouncil: boolean('is_community_council').notNull().default(false),
    wichCommunityCouncil: jsonb('wich_community_council').$type<string[]>().notNull().default([]),
    isInNacionalMission: boolean('is_in_nacional_mission').notNull().default(false),
    wichMission: jsonb('wich_mission').$type<string[]>().notNull().default([]),
    haveHoused: boolean('have_housed').notNull().default(false),
    housingType: integer('housing_type'),
    isLiveWithParent: boolean('is_live_with_parent').notNull().default(false),
    lastJob: text('last_job'),
    yearJob: integer('year_job'),
    haveReentryPending: boolean('have_reentry_pending').notNull().default(false),
    license: jsonb('license').$type<OfficerLicense[]>().notNull().default([]),
    physical: jsonb('physical').$type<OfficerPhysical>().notNull().default({}),
    /** Fields the form sends with default values (§3.1) and the server only keeps. */
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull().default({}),
    // Last status change (§4)
    motive: text('motive'),
    typeBlock: integer('type_block'),
    statusDate: timestamp('status_date', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Raised by every update (server/lib/versioning.ts). */
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('officers_identification_unique').on(t.identification),
    index('officers_code_rrhh_idx').on(t.codeRrhh),
    // The e-mail is unique, case aside: the constraint `officers_email_unique` of migration 0043
    // (EXCLUDE USING btree (lower(email) WITH =) DEFERRABLE), which drizzle cannot declare; its
    // index serves the lookups by lower(email). An import of updates checks it at commit, so
    // its rows may exchange e-mails (docs/decisions.md, issue 30).
    // The query screen's exact filters together: counting a filtered search is an index-only
    // scan of this narrow index instead of a pass over the wide officer rows.
    index('officers_filters_idx').on(t.statusIn, t.gender, t.typeRegister, t.range, t.condition, t.grade),
    index('officers_range_idx').on(t.range),
    index('officers_type_register_idx').on(t.typeRegister),
    // Ascending on purpose: read backwards it serves `order by created_at desc, id desc`
    // (DESC NULLS FIRST); a DESC NULLS LAST index would not.
    index('officers_created_at_idx').on(t.createdAt, t.id),
    index('officers_full_name_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${t.firstName} || ' ' || coalesce(${t.secondName}, '') || ' ' || ${t.firstLastname} || ' ' || coalesce(${t.secondLastname}, ''))) gin_trgm_ops`,
    ),
    index('officers_codes_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${t.codeRrhh}, '') || ' ' || coalesce(${t.iapmchCode}, '')) gin_trgm_ops`,
    ),
    index('officers_dependencies_idx').using('gin', sql`${t.dependencies} jsonb_path_ops`),
    index('officers_sub_dependencies_idx').using('gin', sql`${t.subDependencies} jsonb_path_ops`),
    index('officers_positions_idx').using('gin', sql`${t.positions} jsonb_path_ops`),
  ],
);

const officerId = () => integer('officer_id').notNull().references(() => officers.id, { onDelete: 'cascade' });

export const officerFamilyMembers = pgTable(
  'officer_family_members',
  {
    id: serial('id').primaryKey(),
    officerId: officerId(),
    identification: integer('identification').notNull(),
    firstName: text('first_name').notNull(),
    secondName: text('second_name'),
    firstLastname: text('first_lastname').notNull(),
    secondLastname: text('second_lastname'),
    gender: integer('gender').notNull(),
    dateBirth: date('date_birth', { mode: 'string' }).notNull(),
    phone: text('phone'),
    email: text('email'),
    occupation: text('occupation'),
    address: text('address'),
    profesionality: text('profesionality'),
    parentage: integer('parentage'),
    civilState: integer('civil_state').notNull(),
    isCivil: boolean('is_civil').notNull().default(true),
    bloodType: integer('blood_type'),
    numberPassport: text('number_passport'),
    hasJob: boolean('has_job').notNull().default(false),
    conditionalMedicine: text('conditional_medicine'),
    treatments: text('treatments'),
    sso: boolean('sso').notNull().default(false),
    hcm: boolean('hcm').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // The same person appears once in an officer's family load.
    uniqueIndex('officer_family_members_officer_identification_unique').on(t.officerId, t.identification),
    index('officer_family_members_date_birth_idx').on(t.dateBirth),
    index('officer_family_members_identification_idx').on(t.identification),
  ],
);

export const officerProfessionalItems = pgTable(
  'officer_professional_items',
  {
    id: serial('id').primaryKey(),
    officerId: officerId(),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    mention: text('mention'),
    institution: text('institution').notNull(),
    typeDuration: integer('type_duration'),
    duration: integer('duration'),
    dateIn: date('date_in', { mode: 'string' }),
    dateOut: date('date_out', { mode: 'string' }),
    dateGraduation: date('date_graduation', { mode: 'string' }),
    isCivil: boolean('is_civil').notNull().default(true),
    isPublic: boolean('is_public').notNull().default(true),
    url: text('url'),
    createdAt: createdAt(),
  },
  (t) => [index('officer_professional_items_officer_idx').on(t.officerId)],
);

export const officerDocuments = pgTable(
  'officer_documents',
  {
    id: serial('id').primaryKey(),
    officerId: officerId(),
    filename: text('filename').notNull(),
    size: integer('size').notNull().default(0),
    type: integer('type').notNull(),
    url: text('url'),
    /** Key in file storage when the server holds the file (removed with the row). */
    storageKey: text('storage_key'),
    createdAt: createdAt(),
  },
  (t) => [index('officer_documents_officer_idx').on(t.officerId)],
);

export const officerImages = pgTable(
  'officer_images',
  {
    id: serial('id').primaryKey(),
    officerId: officerId(),
    /** 1 civil photo, 2 uniformed photo: one image per slot. */
    type: integer('type').notNull(),
    url: text('url').notNull(),
    filename: text('filename'),
    storageKey: text('storage_key'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('officer_images_officer_type_unique').on(t.officerId, t.type)],
);

export type OfficerRow = typeof officers.$inferSelect;
export type NewOfficerRow = typeof officers.$inferInsert;
export type FamilyMemberRow = typeof officerFamilyMembers.$inferSelect;
export type NewFamilyMemberRow = typeof officerFamilyMembers.$inferInsert;
export type ProfessionalItemRow = typeof officerProfessionalItems.$inferSelect;
export type NewProfessionalItemRow = typeof officerProfessionalItems.$inferInsert;
export type OfficerDocumentRow = typeof officerDocuments.$inferSelect;
export type OfficerImageRow = typeof officerImages.$inferSelect;
