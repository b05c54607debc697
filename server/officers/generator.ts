/**
 * Deterministic demo personnel: `generateOfficers(count, seed)` gives the same officers
 * for the same seed, each with plausible Venezuelan names, a unique cédula, birth place
 * and address from the geography catalogue, personnel type (all six), rank, dates,
 * organisation, family and studies. Officer i depends only on (seed, i), so
 * `officerStream` can feed 100,000 officers to the database without holding them all.
 *
 * Dates are computed from a fixed reference day (not today), so the output never
 * changes; everyone is at least 19 on that day.
 */
import { CURRENT_POSITIONS, DEPENDENCIES } from '../catalogues/organization';
import { STATES } from '../catalogues/geography';
import { SERVICES } from '../catalogues/services';
import { HOUSING_TYPE, LICENSE_GRADE } from '../catalogues/rrhh';
import type { NewOfficerRow } from '../db/officerSchema';
import { COUNCILS, LANGUAGES, LAST_NAMES, MISSIONS, ORIGIN_INSTITUTIONS, PREVIOUS_JOBS, SECTORS, STREETS, URBANIZATIONS } from './generatorData';
import { firstNameFor, generateFamily, generatePhysical, generateStudies, keyOf, type GeneratedFamilyMember, type GeneratedProfessionalItem } from './generatorParts';
import { asciiSlug, Random, shiftDate } from './random';

export const DEFAULT_SEED = 2026;
export const REFERENCE_DATE = new Date(Date.UTC(2026, 0, 1));
/** Generated cédulas: FIRST_IDENTIFICATION + i × IDENTIFICATION_STEP + (0 … step − 1): unique for any count. */
export const FIRST_IDENTIFICATION = 6_000_000;
export const IDENTIFICATION_STEP = 250;

export interface GeneratedOfficer {
  officer: Omit<NewOfficerRow, 'id' | 'createdAt' | 'updatedAt'>;
  family: GeneratedFamilyMember[];
  profesionality: GeneratedProfessionalItem[];
}

const TYPES = [[1, 62], [4, 14], [5, 8], [6, 7], [7, 3], [8, 6]] as const;
const STATUS = [[2, 70], [1, 20], [3, 3], [4, 4], [5, 3]] as const;
const CONDITIONS = [[1, 90], [2, 3], [3, 1], [4, 3], [5, 1], [7, 1], [8, 1]] as const;
const RANK_WEIGHTS = [30, 20, 15, 12, 8, 6, 4, 2.5, 1.5, 1];
/** Positions (currentPositions keys) by personnel type. */
const POSITIONS_BY_TYPE: Readonly<Record<number, readonly number[]>> = {
  1: [19, 19, 19, 19, 7, 6, 5], 4: [8, 9, 10, 11, 12, 13, 14], 5: [15, 16, 17, 18], 6: [8, 9, 14, 15], 7: [11, 12, 13, 8], 8: [19, 8, 6],
};

function place(random: Random) {
  // Most staff live around the capital (Miranda, Distrito Capital).
  const capital = random.chance(0.6) ? random.pick([14, 14, 24]) : null;
  const state = capital === null ? random.pick(STATES) : STATES.find((s) => s.id_estado === capital)!;
  const municipality = random.pick(state.municipios);
  return { state: state.id_estado, municipality: municipality.municipio, parish: municipality.parroquias.length ? random.pick(municipality.parroquias) : null };
}

/** Officer `index` (from 0) of `seed`. */
export function generateOfficer(index: number, seed = DEFAULT_SEED, reference = REFERENCE_DATE): GeneratedOfficer {
  const random = new Random(seed, index);
  const typeRegister = random.weighted(TYPES);
  const police = typeRegister === 1;
  const gender = random.chance(police ? 0.7 : 0.5) ? 1 : 2;
  const age = random.int(19, police ? 58 : 64);
  const yearsIn = random.int(0, Math.min(age - 19, 30));
  const firstLastname = random.pick(LAST_NAMES);
  const firstName = firstNameFor(random, gender);
  const identification = FIRST_IDENTIFICATION + index * IDENTIFICATION_STEP + random.int(0, IDENTIFICATION_STEP - 1);
  const civilState = random.weighted([[1, 40], [2, 35], [3, 8], [4, 2], [5, 15]] as const);
  const bloodType = random.weighted([[1, 40], [2, 5], [3, 28], [4, 3], [5, 12], [6, 2], [7, 8], [8, 2]] as const);
  const birth = place(random);
  const home = random.chance(0.8) ? { ...birth } : place(random);
  const sector = [14, 24].includes(home.state) ? `Urbanización ${random.pick(URBANIZATIONS)}` : `Sector ${random.pick(SECTORS)}`;
  const street = random.pick(STREETS);
  const house = String(random.int(1, 200));
  const dependency = random.pick(DEPENDENCIES);
  const subDependency = random.pick(dependency.subDependencies);
  const positionKey = random.pick(POSITIONS_BY_TYPE[typeRegister]);
  const service = police ? random.pick(SERVICES) : SERVICES.find((s) => s.key === 11)!;
  const maxRank = Math.min(10, 1 + Math.floor(yearsIn / 3));
  const range = police ? random.weighted(RANK_WEIGHTS.slice(0, maxRank).map((w, i) => [i + 1, w] as const)) : null;
  const dateIn = shiftDate(reference, -yearsIn, -random.int(1, 360));
  const languages = random.chance(0.12) ? random.sample(LANGUAGES, random.int(1, 2)) : [];
  const councils = random.chance(0.15) ? [random.pick(COUNCILS)] : [];
  const missions = random.chance(0.1) ? random.sample(MISSIONS, random.int(1, 2)) : [];
  const housed = random.chance(0.55);
  const profesionality = generateStudies(random, reference, age, police);
  const previousYears = random.chance(0.3) ? random.int(1, 8) : 0;

  const officer: GeneratedOfficer['officer'] = {
    identification,
    firstName,
    secondName: random.chance(0.75) ? firstNameFor(random, gender) : null,
    firstLastname,
    secondLastname: random.chance(0.95) ? random.pick(LAST_NAMES) : null,
    gender,
    email: `${asciiSlug(firstName.split(' ')[0], firstLastname)}${index + 1}@${random.pick(['gmail.com', 'hotmail.com', 'yahoo.es'])}`,
    typeRegister,
    bloodType,
    rif: `V${String(identification).padStart(8, '0')}${random.int(0, 9)}`,
    patria: random.digits(10),
    patriaTwo: random.digits(10),
    accountBank: `${random.pick(['0102', '0134', '0105', '0108', '0175'])}${random.digits(16)}`,
    dateBirth: shiftDate(reference, -age, -random.int(1, 360)),
    stateBirth: birth.state,
    municipalityBirth: birth.municipality,
    parishBirth: birth.parish,
    civilState,
    previousWorkYears: previousYears,
    previousWorkMonths: previousYears ? random.int(0, 11) : 0,
    previousWorkDays: previousYears ? random.int(0, 30) : 0,
    grade: Math.max(...profesionality.map((p) => p.type)),
    phone: [`04${random.pick(['14', '24', '12', '16', '26'])}${random.digits(7)}`, ...(random.chance(0.3) ? [`0212${random.digits(7)}`] : [])],
    homePhone: random.chance(0.4) ? `0212${random.digits(7)}` : null,
    address: [{ addressName: `${sector}, ${street}, casa ${house}`, state: home.state, municipality: home.municipality, parish: home.parish, street, sector, house }],
    dateIn,
    range,
    orderMerit: police ? random.int(1, 500) : null,
    yearOfPolice: police ? yearsIn : null,
    dateOfLastPromotion: police && yearsIn >= 2 ? shiftDate(reference, -random.int(0, Math.min(yearsIn, 4)), -random.int(1, 300)) : null,
    statusIn: random.weighted(STATUS),
    position: police ? random.int(1, 12) : null,
    typeService: service.typeService,
    service: service.key,
    subService: random.pick(service.subServices).key,
    division: null,
    coordination: null,
    station: null,
    originInstitution: police ? random.pick(ORIGIN_INSTITUTIONS) : null,
    promotion: police ? shiftDate(reference, random.int(0, 2), random.int(1, 300)) : null,
    dependenceWork: dependency.value,
    uniqueCredential: police ? `CPNB-${random.digits(6)}` : null,
    isComissionService: typeRegister === 8,
    dependencies: [{ value: dependency.key, label: dependency.value }],
    subDependencies: [{ value: subDependency.key, label: subDependency.value }],
    positions: [{ value: positionKey, label: CURRENT_POSITIONS.find((p) => p.key === positionKey)!.value }],
    codeRrhh: String(index + 1).padStart(6, '0'),
    iapmchCode: `${police ? 'PM' : 'AD'}-${String(1000 + index)}`,
    payrollCode: `N-${random.digits(6)}`,
    condition: random.weighted(CONDITIONS),
    haveAnotherLanguage: languages.length > 0,
    language: languages,
    haveElectoralRegister: random.chance(0.85),
    isCommunityCouncil: councils.length > 0,
    wichCommunityCouncil: councils,
    isInNacionalMission: missions.length > 0,
    wichMission: missions,
    haveHoused: housed,
    housingType: housed ? keyOf(random, HOUSING_TYPE) : null,
    isLiveWithParent: age < 30 && random.chance(0.5),
    lastJob: previousYears ? random.pick(PREVIOUS_JOBS) : null,
    yearJob: previousYears ? reference.getUTCFullYear() - yearsIn - random.int(1, 3) : null,
    haveReentryPending: false,
    license: random.chance(0.6) ? [{ numberOfLicense: String(identification), licenseGrade: keyOf(random, LICENSE_GRADE.slice(2)) }] : [],
    physical: generatePhysical(random, gender, bloodType),
    extras: {},
  };
  return { officer, profesionality, family: generateFamily(random, reference, { age, gender, civilState, lastname: firstLastname }) };
}

/** Officers `from` … `from + count − 1`, one at a time. */
export function* officerStream(count: number, seed = DEFAULT_SEED, from = 0): Generator<GeneratedOfficer> {
  for (let i = from; i < from + count; i++) yield generateOfficer(i, seed);
}

export function generateOfficers(count: number, seed = DEFAULT_SEED): GeneratedOfficer[] {
  return [...officerStream(count, seed)];
}
