/**
 * The officer form (RRHH §5.1) as one yup schema, shared by the registration form and
 * the server (`POST rrhh`, `PUT rrhh/{id}`): the same rules and Spanish messages. No
 * React and no Node here. The family member, professional item, health list, file,
 * status (reject dialog) and search schemas live next to it and are re-exported.
 */
import '../engine/yupLocale';
import * as yup from 'yup';
import { ageOn, catalogKey, countField, dateField, DIGITS, flag, identificationField, LETTERS, LONG_TEXT_MAX, optionalDate, optionalKey, optionalPattern, optionalText, requiredText, textList, tooLong, wholeNumber } from './fields';
import { familyMemberSchema, normalizePhysical, physicalSchema, professionalItemSchema } from './familyValidation';
import { documentsSchema, imagesSchema } from './fileValidation';
import { OFFICER_MESSAGES as M } from './messages';

export * from './familyValidation';
export * from './fileValidation';
export * from './searchValidation';
export * from './status';
export { ageOn, isoDate, LETTERS } from './fields';
export { OFFICER_ANSWERS, OFFICER_MESSAGES } from './messages';

/** 'Tipo de Personal' keys (§2.1, §9). */
export const TYPE_REGISTER_KEYS = [1, 4, 5, 6, 7, 8] as const;
export const MINIMUM_AGE = 18;
export const MAX_LIST_ITEMS = 5;

/**
 * Fields the form sends with default values (§3.1). The server keeps them as they come
 * (in `extras`) and gives them back; none of them drives a rule.
 */
export const LEGACY_FIELDS = [
  'sync', 'estructucCode', 'dependenceInSigefirrhh', 'positionInSigefirrhh', 'isEnrrolment', 'history', 'numberUpd',
  'rangeAdmin', 'validForPromotions', 'extraordinalyPromoted', 'postMortemPromoted', 'deploymentState', 'promotionStatus',
  'needOfRepair', 'liveOnRefugio', 'needOfBuy', 'haveEntrepreneurship', 'entrepreneurship', 'liveInVulnerableZone',
  'benefitsFood', 'historyCarnet', 'codeOfCarnet', 'codeOfExtranet', 'urlObverse', 'urlReverse',
] as const;

type LegacyField = (typeof LEGACY_FIELDS)[number];
/** Kept as sent, but small: a legacy value is a flag, a number or a short text. */
const LEGACY_MAX = 1000;
const legacyValue = () =>
  yup.mixed().optional().test('legacy-size', tooLong(LEGACY_MAX), (value) => value === undefined || (JSON.stringify(value) ?? '').length <= LEGACY_MAX);
const legacyShape = Object.fromEntries(LEGACY_FIELDS.map((name) => [name, legacyValue()])) as Record<LegacyField, yup.MixedSchema<unknown>>;

/** One address (§3.2); the first is the form's address block (§2.1). */
export const addressSchema = yup.object({
  addressName: requiredText(M.addressRequired, { min: [10, M.addressMin], max: LONG_TEXT_MAX }),
  state: catalogKey(M.stateRequired),
  municipality: requiredText(M.municipalityRequired),
  parish: optionalText(),
  street: optionalText(),
  avenue: optionalText(),
  sidewalk: optionalText(),
  sector: optionalText(),
  urbanity: optionalText(),
  building: optionalText(),
  flat: optionalText(),
  house: optionalText(),
  apartment: optionalText(),
  reference: optionalText(LONG_TEXT_MAX),
  addressWriter: optionalText(),
});

/** {value, label} of dependencies, sub-dependencies and positions. */
const organisationList = () =>
  yup
    .array()
    .of(
      yup.object({
        value: yup.number().typeError(M.organisationItemInvalid).integer(M.organisationItemInvalid).required(M.organisationItemInvalid),
        label: yup.string().typeError(M.organisationItemInvalid).trim().max(255, tooLong(255)).default(''),
      }),
    )
    .transform((value: unknown, original: unknown) => (original === null || original === '' ? [] : value))
    .default([]);

/** Phones (§3.1 a list; §5.1 phone required, phone2 optional): digits only, at least 7. */
const phoneList = () =>
  yup
    .array()
    .of(yup.string().typeError(M.phoneDigits).trim().matches(DIGITS, M.phoneDigits).min(7, M.phoneMin).max(20, tooLong(20)).required(M.phoneRequired))
    .transform((_value: unknown, original: unknown) => {
      const list = Array.isArray(original) ? original : original === undefined || original === null ? [] : [original];
      return list.filter((p) => !(p === null || p === undefined || (typeof p === 'string' && p.trim() === '')));
    })
    .min(1, M.phoneRequired)
    .max(2, M.phoneMax)
    .required(M.phoneRequired);

const license = yup.object({
  numberOfLicense: requiredText(M.licenseNumberRequired),
  licenseGrade: optionalKey(),
});

export const officerSchema = yup.object({
  typeRegister: yup
    .number()
    .typeError(M.typeRegisterRequired)
    .transform((value: number, original: unknown) => (original === '' || original === null || original === 0 ? undefined : value))
    .required(M.typeRegisterRequired)
    .oneOf([...TYPE_REGISTER_KEYS], M.typeRegisterInvalid),
  // Personal data
  identification: identificationField(),
  firstName: requiredText(M.firstNameRequired, { min: [2, M.firstNameMin], letters: M.firstNameLetters }),
  secondName: optionalPattern(LETTERS, M.secondNameLetters),
  firstLastname: requiredText(M.firstLastnameRequired, { min: [2, M.firstLastnameMin], letters: M.firstLastnameLetters }),
  secondLastname: optionalPattern(LETTERS, M.secondLastnameLetters),
  gender: catalogKey(M.genderRequired),
  email: yup.string().typeError(M.emailInvalid).trim().required(M.emailRequired).max(254, tooLong(254)).email(M.emailInvalid),
  bloodType: optionalKey(),
  rif: requiredText(M.rifRequired),
  patria: optionalText().min(5, M.patriaMin),
  patriaTwo: optionalText().min(5, M.patriaTwoMin),
  accountBank: optionalPattern(DIGITS, M.accountBankDigits, [10, M.accountBankMin]),
  dateBirth: dateField(M.dateBirthRequired).test('adult', M.adult, (value) => !value || ageOn(value) >= MINIMUM_AGE),
  stateBirth: catalogKey(M.stateBirthRequired),
  municipalityBirth: requiredText(M.municipalityBirthRequired),
  parishBirth: optionalText(),
  civilState: catalogKey(M.civilStateRequired),
  previousWorkYears: countField(0, null, M.previousWorkYearsMin),
  previousWorkMonths: countField(0, 11, M.previousWorkMonthsRange),
  previousWorkDays: countField(0, 30, M.previousWorkDaysRange),
  phone: phoneList(),
  homePhone: optionalPattern(DIGITS, M.phoneDigits, [7, M.phoneMin]),
  address: yup.array().of(addressSchema).min(1, M.addressRequired).max(2, M.addressMax).required(M.addressRequired),
  dateIn: dateField(M.dateInRequired),
  // Police data
  range: optionalKey(),
  orderMerit: wholeNumber(),
  yearOfPolice: wholeNumber(),
  dateOfLastPromotion: optionalDate(),
  position: optionalKey(),
  typeService: optionalKey(),
  service: optionalKey(),
  subService: optionalKey(),
  division: optionalText(),
  coordination: optionalText(),
  station: optionalText(),
  originInstitution: optionalText(),
  promotion: optionalDate(),
  dependenceWork: optionalText(),
  uniqueCredential: optionalText(),
  isComissionService: flag(),
  dependencies: organisationList(),
  subDependencies: organisationList(),
  positions: organisationList(),
  codeRrhh: optionalText(),
  iapmchCode: optionalText(),
  payrollCode: optionalText(),
  // Binding data
  haveAnotherLanguage: flag(),
  language: textList(MAX_LIST_ITEMS, M.languagesMax),
  haveElectoralRegister: flag(),
  isCommunityCouncil: flag(),
  wichCommunityCouncil: textList(MAX_LIST_ITEMS, M.councilsMax),
  isInNacionalMission: flag(),
  wichMission: textList(MAX_LIST_ITEMS, M.missionsMax),
  haveHoused: flag(),
  housingType: optionalKey(),
  isLiveWithParent: flag(),
  lastJob: optionalText(),
  yearJob: wholeNumber({ min: [0, M.numberInvalid] }),
  haveReentryPending: flag(),
  license: yup.array().of(license).max(MAX_LIST_ITEMS, M.licensesMax).default([]),
  // Parts
  physical: physicalSchema.default({}),
  family: yup.array().of(familyMemberSchema).max(50, M.familyMax).default([]),
  profesionality: yup.array().of(professionalItemSchema).max(50, M.profesionalityMax).default([]),
  /** Absent on update: the stored files stay as they are. */
  images: imagesSchema.optional(),
  documents: documentsSchema.optional(),
  ...legacyShape,
});

export type OfficerInput = yup.InferType<typeof officerSchema>;

/** Form toggles (§4): a switch turned off empties its list or clears its value. */
export function normalizeOfficer(values: OfficerInput): OfficerInput {
  return {
    ...values,
    language: values.haveAnotherLanguage ? values.language : [],
    wichCommunityCouncil: values.isCommunityCouncil ? values.wichCommunityCouncil : [],
    wichMission: values.isInNacionalMission ? values.wichMission : [],
    housingType: values.haveHoused ? values.housingType : null,
    physical: normalizePhysical(values.physical),
  };
}

const SECTION_OF: Record<string, string> = {
  family: 'Carga familiar',
  profesionality: 'Aspectos profesionales',
  license: 'Licencia',
  address: 'Dirección',
  documents: 'Documento',
  images: 'Imagen',
};

/** Prefixes a nested row's message with where it is ('Carga familiar (fila 2): …'). */
function located(path: string | undefined, message: string): string {
  const match = /^(\w+)\[(\d+)\]/.exec(path ?? '');
  if (!match || !SECTION_OF[match[1]]) return message;
  const row = Number(match[2]) + 1;
  if (match[1] === 'address' && row === 1) return message;
  return `${SECTION_OF[match[1]]} (fila ${row}): ${message}`;
}

/** Every Spanish message of a failed validation, in the order of `fieldOrder` (form order), without repeats. */
export function validationMessages(error: yup.ValidationError, fieldOrder: readonly string[] = []): string[] {
  const inner = error.inner.length ? error.inner : [error];
  const rank = (path: string | undefined) => {
    const index = fieldOrder.indexOf(/^\w+/.exec(path ?? '')?.[0] ?? '');
    return index < 0 ? fieldOrder.length : index;
  };
  const sorted = inner.map((e, i) => ({ e, i })).sort((a, b) => rank(a.e.path) - rank(b.e.path) || a.i - b.i);
  return [...new Set(sorted.flatMap(({ e }) => e.errors.map((message) => located(e.path, message))))];
}

const OFFICER_FIELD_ORDER = Object.keys(officerSchema.fields);

export interface OfficerValidation {
  values: OfficerInput | null;
  errors: string[];
}

/** Validates a whole officer body: cleaned values with the form toggles applied, or every message. */
export async function validateOfficer(body: unknown): Promise<OfficerValidation> {
  try {
    const values = await officerSchema.validate(body ?? {}, { abortEarly: false, stripUnknown: true });
    return { values: normalizeOfficer(values), errors: [] };
  } catch (error) {
    if (error instanceof yup.ValidationError) return { values: null, errors: validationMessages(error, OFFICER_FIELD_ORDER) };
    throw error;
  }
}

/** Validates with any schema of this module; the same message list on failure. */
export async function validateWith<S extends yup.AnySchema>(schema: S, body: unknown): Promise<{ values: yup.InferType<S> | null; errors: string[] }> {
  try {
    return { values: (await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true })) as yup.InferType<S>, errors: [] };
  } catch (error) {
    if (error instanceof yup.ValidationError) return { values: null, errors: validationMessages(error) };
    throw error;
  }
}

