/** Parts of a generated officer: family, studies, physical record (see generator.ts). */
import { CAP_SIZE, HAIR_COLOR, PANT_SIZE, SHIRT_SIZE, SHOES_SIZE, SKIN_COLOR } from '../catalogues/physical';
import type { NewFamilyMemberRow, NewProfessionalItemRow, OfficerPhysical } from '../db/officerSchema';
import { ALLERGIES, FEMALE_NAMES, INSTITUTIONS, LAST_NAMES, MALE_NAMES, OCCUPATIONS, PATOLOGIES, PHYSICAL_CONDITIONS, TITLES, TREATMENTS } from './generatorData';
import { Random, shiftDate } from './random';

export type GeneratedFamilyMember = Omit<NewFamilyMemberRow, 'officerId'>;
export type GeneratedProfessionalItem = Omit<NewProfessionalItemRow, 'officerId'>;

export const firstNameFor = (random: Random, gender: number) => random.pick(gender === 1 ? MALE_NAMES : FEMALE_NAMES);

interface Relative {
  parentage: number;
  gender: number;
  age: number;
  lastname: string;
}

/** Spouse (married or stable union), children and sometimes parents, each with a distinct cédula. */
export function generateFamily(random: Random, reference: Date, officer: { age: number; gender: number; civilState: number; lastname: string }): GeneratedFamilyMember[] {
  const relatives: Relative[] = [];
  if (officer.civilState === 2 || officer.civilState === 5) {
    relatives.push({ parentage: officer.civilState === 2 ? 4 : 5, gender: officer.gender === 1 ? 2 : 1, age: Math.max(18, officer.age + random.int(-6, 4)), lastname: random.pick(LAST_NAMES) });
  }
  const maxChildAge = officer.age - 19;
  const children = maxChildAge >= 1 ? random.weighted([[0, 25], [1, 30], [2, 28], [3, 12], [4, 5]] as const) : 0;
  for (let i = 0; i < children; i++) {
    relatives.push({ parentage: 3, gender: random.int(1, 2), age: random.int(1, Math.min(maxChildAge, 30)), lastname: officer.lastname });
  }
  if (random.chance(0.3)) relatives.push({ parentage: 2, gender: 2, age: Math.min(90, officer.age + random.int(19, 35)), lastname: random.pick(LAST_NAMES) });
  if (random.chance(0.15)) relatives.push({ parentage: 1, gender: 1, age: Math.min(92, officer.age + random.int(21, 38)), lastname: officer.lastname });

  const used = new Set<number>();
  return relatives.map((r) => {
    // Older people hold lower cédula numbers, as in the real register.
    let identification: number;
    do identification = r.age >= 60 ? random.int(1_000_000, 9_000_000) : r.age >= 18 ? random.int(9_000_000, 28_000_000) : random.int(28_000_000, 36_000_000);
    while (used.has(identification));
    used.add(identification);
    const adult = r.age >= 18;
    return {
      identification,
      firstName: firstNameFor(random, r.gender),
      secondName: random.chance(0.6) ? firstNameFor(random, r.gender) : null,
      firstLastname: r.lastname,
      secondLastname: random.pick(LAST_NAMES),
      gender: r.gender,
      dateBirth: shiftDate(reference, -r.age, -random.int(1, 360)),
      phone: adult && random.chance(0.7) ? `04${random.pick(['14', '24', '12', '16', '26'])}${random.digits(7)}` : null,
      email: null,
      occupation: adult ? random.pick(OCCUPATIONS) : 'Estudiante',
      address: null,
      profesionality: adult && random.chance(0.5) ? random.pick(OCCUPATIONS) : null,
      parentage: r.parentage,
      civilState: adult ? random.int(1, 2) : 1,
      isCivil: !random.chance(0.05),
      bloodType: random.int(1, 8),
      numberPassport: adult && random.chance(0.2) ? `${random.pick(['A', 'B', 'C'])}${random.digits(8)}` : null,
      hasJob: adult && r.age < 65 && random.chance(0.7),
      conditionalMedicine: null,
      treatments: null,
      sso: random.chance(0.6),
      hcm: random.chance(0.8),
    };
  });
}

/** Studies up to a highest level (typeProfesionality key), with the bachillerato below it. */
export function generateStudies(random: Random, reference: Date, age: number, police: boolean): GeneratedProfessionalItem[] {
  const highest = police
    ? random.weighted([[2, 25], [4, 35], [5, 28], [6, 6], [7, 5], [8, 1]] as const)
    : random.weighted([[1, 4], [2, 30], [3, 10], [4, 22], [5, 24], [6, 5], [7, 4], [8, 1]] as const);
  const levels = highest <= 2 ? [highest] : [2, ...(highest >= 6 && random.chance(0.7) ? [5] : []), highest];
  const graduatedAt = (level: number) => Math.min(age - 1, 17 + Math.max(0, level - 2) * 3 + random.int(0, 4));
  return levels.map((level) => {
    const years = { 1: 6, 2: 5, 3: 3, 4: 3, 5: 5, 6: 1, 7: 2, 8: 4, 9: 2 }[level] ?? 2;
    const graduated = shiftDate(reference, graduatedAt(level) - age, -random.int(1, 300));
    return {
      type: level,
      title: level === 4 && police ? 'TSU en Servicio de Policía' : random.pick(TITLES[level]),
      mention: level >= 5 && random.chance(0.3) ? 'Cum Laude' : null,
      institution: level === 4 && police ? 'Universidad Nacional Experimental de la Seguridad' : random.pick(INSTITUTIONS[level]),
      typeDuration: 7,
      duration: years,
      dateIn: shiftDate(new Date(`${graduated}T00:00:00Z`), -years),
      dateOut: graduated,
      dateGraduation: graduated,
      isCivil: !(police && level === 4),
      isPublic: random.chance(0.7),
      url: null,
    };
  });
}

export const keyOf = (random: Random, list: readonly { key: number }[]) => random.pick(list).key;
const someOf = (random: Random, list: readonly string[], probability: number) => (random.chance(probability) ? random.sample(list, random.int(1, 2)) : []);

export function generatePhysical(random: Random, gender: number, bloodType: number): OfficerPhysical {
  const male = gender === 1;
  const tattoo = random.chance(0.25);
  const piercing = random.chance(male ? 0.05 : 0.3);
  const allergies = someOf(random, ALLERGIES, 0.15);
  const treatments = someOf(random, TREATMENTS, 0.1);
  const patologies = someOf(random, PATOLOGIES, 0.12);
  const conditions = someOf(random, PHYSICAL_CONDITIONS, 0.08);
  return {
    height: male ? random.int(160, 195) : random.int(150, 180),
    weight: male ? random.int(60, 110) : random.int(48, 90),
    bloodType,
    psychomotricity: random.weighted([[1, 85], [2, 12], [3, 3]] as const),
    skinColor: keyOf(random, SKIN_COLOR),
    hairColor: keyOf(random, HAIR_COLOR),
    eyeColor: random.weighted([[1, 30], [2, 35], [3, 20], [4, 8], [5, 4], [6, 2], [7, 1]] as const),
    shirtSize: keyOf(random, SHIRT_SIZE.slice(1, 6)),
    pantSize: keyOf(random, PANT_SIZE.slice(2, 10)),
    capSize: keyOf(random, CAP_SIZE.slice(3, 10)),
    shoesSize: male ? keyOf(random, SHOES_SIZE.slice(5, 12)) : keyOf(random, SHOES_SIZE.slice(1, 7)),
    braSize: null,
    haveTattoo: tattoo,
    whereTattoo: tattoo ? random.pick(['Brazo derecho', 'Brazo izquierdo', 'Espalda', 'Pierna']) : null,
    havePiercing: piercing,
    wherePiercing: piercing ? random.pick(['Oreja', 'Nariz', 'Ceja']) : null,
    physicalProblem: conditions.length > 0,
    whereProblem: conditions.length > 0 ? conditions[0] : null,
    haveAllergy: allergies.length > 0,
    allergies,
    haveTreatments: treatments.length > 0,
    treatments,
    havePatology: patologies.length > 0,
    patologies,
    haveConditionPhysical: conditions.length > 0,
    conditionPhysical: conditions,
  };
}
