/**
 * The registration form's values (RRHH §2.1, §3.1) and the way between them and the API:
 * a loaded officer becomes form values (text inputs hold strings, empty selects ''),
 * and form values become the body of `POST rrhh` / `PUT rrhh/{id}`. The body is then
 * validated with the shared `officerSchema`, which turns '' into "missing" and numbers
 * typed as text into numbers, so both sides read the same rules and messages.
 * Fields the form does not show (§3.1 "sent on save with default values", and police
 * fields outside §2.1's tabs) keep what the loaded officer had.
 */
import type { OfficerRecord, OrganisationItem } from '../api';
import { LEGACY_FIELDS, type FamilyMemberInput, type ProfessionalItemInput } from '../validation';

/** A select with nothing chosen is ''. */
export type Key = number | '';

export interface AddressValues {
  addressName: string;
  state: Key;
  municipality: string;
  parish: string;
  street: string;
  avenue: string;
  sidewalk: string;
  sector: string;
  urbanity: string;
  building: string;
  flat: string;
  house: string;
  addressWriter: string;
}

export interface LicenseValues {
  numberOfLicense: string;
  licenseGrade: Key;
}

export interface PhysicalValues {
  height: string;
  weight: string;
  psychomotricity: Key;
  skinColor: Key;
  hairColor: Key;
  eyeColor: Key;
  shirtSize: Key;
  pantSize: Key;
  capSize: Key;
  shoesSize: Key;
  haveTattoo: boolean;
  whereTattoo: string;
  havePiercing: boolean;
  wherePiercing: string;
  physicalProblem: boolean;
  whereProblem: string;
  haveAllergy: boolean;
  allergies: string[];
  haveTreatments: boolean;
  treatments: string[];
  havePatology: boolean;
  patologies: string[];
  haveConditionPhysical: boolean;
  conditionPhysical: string[];
}

export type FamilyMember = FamilyMemberInput;
export type ProfessionalItem = ProfessionalItemInput;

export interface OfficerFormValues {
  typeRegister: Key;
  // Personal data
  identification: string;
  codeRrhh: string;
  iapmchCode: string;
  firstName: string;
  secondName: string;
  firstLastname: string;
  secondLastname: string;
  gender: Key;
  bloodType: Key;
  civilState: Key;
  email: string;
  rif: string;
  patria: string;
  patriaTwo: string;
  accountBank: string;
  dateBirth: string;
  dateIn: string;
  stateBirth: Key;
  municipalityBirth: string;
  parishBirth: string;
  /** phone.0 is 'Teléfono' (required), phone.1 'Teléfono 2' (optional). */
  phone: [string, string];
  homePhone: string;
  previousWorkYears: string;
  previousWorkMonths: string;
  previousWorkDays: string;
  /** The first address is the form's address block; a second stored one is kept as it is. */
  address: [AddressValues];
  dependencies: OrganisationItem[];
  subDependencies: OrganisationItem[];
  positions: OrganisationItem[];
  // Police data
  range: Key;
  uniqueCredential: string;
  originInstitution: string;
  promotion: string;
  dependenceWork: string;
  yearOfPolice: string;
  dateOfLastPromotion: string;
  isComissionService: boolean;
  // Binding data
  license: LicenseValues[];
  haveAnotherLanguage: boolean;
  language: string[];
  isCommunityCouncil: boolean;
  wichCommunityCouncil: string[];
  isInNacionalMission: boolean;
  wichMission: string[];
  haveHoused: boolean;
  housingType: Key;
  lastJob: string;
  yearJob: string;
  haveElectoralRegister: boolean;
  isLiveWithParent: boolean;
  // Parts
  physical: PhysicalValues;
  family: FamilyMember[];
  profesionality: ProfessionalItem[];
}

type LegacyField = (typeof LEGACY_FIELDS)[number];

/**
 * Defaults of the fields sent on save with default values (§3.1: numeric fields 0,
 * flags No, texts empty). The spec names them without types; these follow their names.
 */
export const LEGACY_DEFAULTS: Record<LegacyField, string | number | boolean> = {
  sync: false,
  estructucCode: '',
  dependenceInSigefirrhh: '',
  positionInSigefirrhh: '',
  isEnrrolment: false,
  history: '',
  numberUpd: 0,
  rangeAdmin: 0,
  validForPromotions: false,
  extraordinalyPromoted: false,
  postMortemPromoted: false,
  deploymentState: 0,
  promotionStatus: 0,
  needOfRepair: false,
  liveOnRefugio: false,
  needOfBuy: false,
  haveEntrepreneurship: false,
  entrepreneurship: '',
  liveInVulnerableZone: false,
  benefitsFood: false,
  historyCarnet: '',
  codeOfCarnet: '',
  codeOfExtranet: '',
  urlObverse: '',
  urlReverse: '',
};

/** Police fields of §3.1 outside the tabs of §2.1: sent back as loaded, never edited here. */
const KEPT_FIELDS = ['orderMerit', 'position', 'typeService', 'service', 'subService', 'division', 'coordination', 'station', 'payrollCode', 'haveReentryPending'] as const;

const emptyAddress = (): AddressValues => ({
  addressName: '', state: '', municipality: '', parish: '', street: '', avenue: '', sidewalk: '', sector: '', urbanity: '', building: '', flat: '', house: '', addressWriter: '',
});

const emptyPhysical = (): PhysicalValues => ({
  height: '', weight: '', psychomotricity: '', skinColor: '', hairColor: '', eyeColor: '', shirtSize: '', pantSize: '', capSize: '', shoesSize: '',
  haveTattoo: false, whereTattoo: '', havePiercing: false, wherePiercing: '', physicalProblem: false, whereProblem: '',
  haveAllergy: false, allergies: [], haveTreatments: false, treatments: [], havePatology: false, patologies: [], haveConditionPhysical: false, conditionPhysical: [],
});

export function emptyOfficerValues(): OfficerFormValues {
  return {
    typeRegister: '',
    identification: '', codeRrhh: '', iapmchCode: '', firstName: '', secondName: '', firstLastname: '', secondLastname: '',
    gender: '', bloodType: '', civilState: '', email: '', rif: '', patria: '', patriaTwo: '', accountBank: '', dateBirth: '', dateIn: '',
    stateBirth: '', municipalityBirth: '', parishBirth: '', phone: ['', ''], homePhone: '',
    previousWorkYears: '', previousWorkMonths: '', previousWorkDays: '',
    address: [emptyAddress()], dependencies: [], subDependencies: [], positions: [],
    range: '', uniqueCredential: '', originInstitution: '', promotion: '', dependenceWork: '', yearOfPolice: '', dateOfLastPromotion: '', isComissionService: false,
    license: [], haveAnotherLanguage: false, language: [], isCommunityCouncil: false, wichCommunityCouncil: [], isInNacionalMission: false, wichMission: [],
    haveHoused: false, housingType: '', lastJob: '', yearJob: '', haveElectoralRegister: false, isLiveWithParent: false,
    physical: emptyPhysical(), family: [], profesionality: [],
  };
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const key = (value: unknown): Key => (typeof value === 'number' && value > 0 ? value : '');
const count = (value: unknown): string => (typeof value === 'number' && !Number.isNaN(value) ? String(value) : '');
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : []);

function addressValues(stored: Record<string, unknown> | undefined): AddressValues {
  const values = emptyAddress();
  if (!stored) return values;
  for (const name of Object.keys(values) as (keyof AddressValues)[]) {
    if (name === 'state') values.state = key(stored.state);
    else values[name] = text(stored[name]);
  }
  return values;
}

function physicalValues(stored: Record<string, unknown> | undefined): PhysicalValues {
  const values = emptyPhysical();
  if (!stored) return values;
  const record = values as unknown as Record<string, unknown>;
  for (const [name, empty] of Object.entries(values)) {
    const value = stored[name];
    if (typeof empty === 'boolean') record[name] = value === true;
    else if (Array.isArray(empty)) record[name] = texts(value);
    else if (name === 'height' || name === 'weight') record[name] = count(value);
    else if (name.startsWith('where')) record[name] = text(value);
    else record[name] = key(value);
  }
  return values;
}

/** Form values of a loaded officer. */
export function toFormValues(officer: OfficerRecord): OfficerFormValues {
  const values = emptyOfficerValues();
  const record = officer as unknown as Record<string, unknown>;
  const target = values as unknown as Record<string, unknown>;
  for (const [name, empty] of Object.entries(values)) {
    if (['address', 'physical', 'phone', 'family', 'profesionality', 'license'].includes(name)) continue;
    const value = record[name];
    if (typeof empty === 'boolean') target[name] = value === true;
    else if (Array.isArray(empty)) target[name] = Array.isArray(value) ? value : [];
    else if (['previousWorkYears', 'previousWorkMonths', 'previousWorkDays', 'yearOfPolice', 'yearJob'].includes(name)) target[name] = count(value);
    else if (empty === '' && (typeof value === 'number' || value === null) && !['identification'].includes(name)) target[name] = key(value);
    else target[name] = text(value);
  }
  values.identification = text(officer.identification);
  values.phone = [text(officer.phone?.[0]), text(officer.phone?.[1])];
  values.address = [addressValues(officer.address?.[0] as Record<string, unknown> | undefined)];
  values.physical = physicalValues(officer.physical as Record<string, unknown> | undefined);
  values.license = (officer.license ?? []).map((l) => ({ numberOfLicense: text(l.numberOfLicense), licenseGrade: key(l.licenseGrade) }));
  values.family = (officer.family ?? []).map((member) => ({ ...member }));
  values.profesionality = (officer.profesionality ?? []).map((item) => ({ ...item }));
  return values;
}

/** Legacy and kept fields: what the loaded officer had, the defaults otherwise (§3.1). */
function untouchedFields(loaded: OfficerRecord | null): Record<string, unknown> {
  const record = (loaded ?? {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const name of LEGACY_FIELDS) fields[name] = record[name] ?? LEGACY_DEFAULTS[name];
  for (const name of KEPT_FIELDS) if (record[name] !== undefined) fields[name] = record[name];
  return fields;
}

/**
 * The body of `POST rrhh` / `PUT rrhh/{id}` before validation. Documents and images are
 * not part of it: they are uploaded to the officer's id after the save (see useOfficerSave).
 */
export function toOfficerBody(values: OfficerFormValues, loaded: OfficerRecord | null): Record<string, unknown> {
  const storedAddresses = (loaded?.address ?? []) as Record<string, unknown>[];
  const { physical, address, ...rest } = values;
  return {
    ...untouchedFields(loaded),
    ...rest,
    // A second stored address and address fields the form does not show (apartment, reference) are kept.
    address: [{ ...storedAddresses[0], ...address[0] }, ...storedAddresses.slice(1)],
    // The physical record carries the blood type too (§3.3); the personal tab is where it is chosen.
    physical: { ...(loaded?.physical as Record<string, unknown> | undefined), ...physical, bloodType: values.bloodType },
  };
}
