/**
 * The family member form (RRHH §5.2, 'Miembro Familiar' modal), the professional item
 * modal (§3.5, §5.1) and the physical record with its four health lists (§3.3, §5.3).
 */
import * as yup from 'yup';
import { catalogKey, dateField, DIGITS, flag, identificationField, LETTERS, optionalDate, optionalKey, optionalPattern, optionalText, requiredText, textList, wholeNumber } from './fields';
import { OFFICER_MESSAGES as M } from './messages';

/** Passport: uppercase letters and digits (§5.2). */
const PASSPORT = /^[A-Z0-9]+$/;

export const familyMemberSchema = yup.object({
  id: wholeNumber(),
  identification: identificationField(),
  firstName: requiredText(M.firstNameRequired, { min: [2, M.firstNameMin], letters: M.firstNameLetters }),
  secondName: optionalPattern(LETTERS, M.secondNameLetters),
  firstLastname: requiredText(M.firstLastnameRequired, { min: [2, M.firstLastnameMin], letters: M.firstLastnameLetters }),
  secondLastname: optionalPattern(LETTERS, M.secondLastnameLetters),
  gender: catalogKey(M.genderRequired),
  dateBirth: dateField(M.dateBirthRequired),
  profesionality: optionalPattern(LETTERS, M.professionLetters),
  civilState: catalogKey(M.civilStateRequired),
  numberPassport: optionalPattern(PASSPORT, M.passportFormat),
  phone: optionalPattern(DIGITS, M.phoneDigits, [7, M.phoneMin]),
  email: optionalText().email(M.familyEmailInvalid),
  occupation: optionalText(),
  address: optionalText(),
  parentage: optionalKey(),
  bloodType: optionalKey(),
  /** true: Civil; false: Funcionario (the table's 'Funcionario' column). */
  isCivil: flag(true),
  hasJob: flag(),
  sso: flag(),
  hcm: flag(),
  conditionalMedicine: optionalText(),
  treatments: optionalText(),
});

export type FamilyMemberInput = yup.InferType<typeof familyMemberSchema>;

/** Professional item (§3.5): type, title and institution required (§5.1). */
export const professionalItemSchema = yup.object({
  id: wholeNumber(),
  type: catalogKey(M.professionTypeRequired),
  title: requiredText(M.professionTitleRequired),
  institution: requiredText(M.professionInstitutionRequired),
  mention: optionalText(),
  typeDuration: optionalKey(),
  duration: wholeNumber({ min: [0, 'La duración no puede ser negativa'] }),
  dateIn: optionalDate(),
  dateOut: optionalDate(),
  dateGraduation: optionalDate(),
  isCivil: flag(),
  isPublic: flag(),
  url: optionalText(),
});

export type ProfessionalItemInput = yup.InferType<typeof professionalItemSchema>;

/** The officer's grade: the key of the highest professional type among the items (§3.5). */
export function gradeOf(items: readonly { type?: number | null }[]): number {
  return items.reduce((highest, item) => Math.max(highest, Number(item.type) || 0), 0);
}

/** The four health lists (§5.3): 0 to 5 free-text items each. */
export const healthListsSchema = yup.object({
  haveAllergy: flag(),
  allergies: textList(5, M.allergiesMax),
  haveTreatments: flag(),
  treatments: textList(5, M.treatmentsMax),
  havePatology: flag(),
  patologies: textList(5, M.patologiesMax),
  haveConditionPhysical: flag(),
  conditionPhysical: textList(5, M.conditionPhysicalMax),
});

/** Physical record (§3.3) including the health lists. */
export const physicalSchema = yup
  .object({
    height: wholeNumber({ min: [0, 'La estatura no puede ser negativa'], max: [260, 'La estatura debe indicarse en centímetros'] }),
    weight: wholeNumber({ min: [0, 'El peso no puede ser negativo'], max: [400, 'El peso debe indicarse en kilogramos'] }),
    bloodType: optionalKey(),
    psychomotricity: optionalKey(),
    skinColor: optionalKey(),
    hairColor: optionalKey(),
    eyeColor: optionalKey(),
    shirtSize: optionalKey(),
    pantSize: optionalKey(),
    capSize: optionalKey(),
    shoesSize: optionalKey(),
    braSize: optionalText(),
    haveTattoo: flag(),
    whereTattoo: optionalText(),
    havePiercing: flag(),
    wherePiercing: optionalText(),
    physicalProblem: flag(),
    whereProblem: optionalText(),
  })
  .concat(healthListsSchema);

export type PhysicalInput = yup.InferType<typeof physicalSchema>;

/**
 * Form toggles of the physical tab (§4): a location is kept only while its switch is
 * on, and a health list only while its answer is Yes.
 */
export function normalizePhysical(physical: PhysicalInput): PhysicalInput {
  return {
    ...physical,
    whereTattoo: physical.haveTattoo ? physical.whereTattoo : null,
    wherePiercing: physical.havePiercing ? physical.wherePiercing : null,
    whereProblem: physical.physicalProblem ? physical.whereProblem : null,
    allergies: physical.haveAllergy ? physical.allergies : [],
    treatments: physical.haveTreatments ? physical.treatments : [],
    patologies: physical.havePatology ? physical.patologies : [],
    conditionPhysical: physical.haveConditionPhysical ? physical.conditionPhysical : [],
  };
}
