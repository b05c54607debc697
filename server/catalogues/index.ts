/**
 * Initialization data (GET data-init; platform §3.6).
 *
 * buildDataInit(version) returns every list the browser needs, grouped as:
 *   version        system version string (also sent in a response header)
 *   rrhh           human-resources lists, incl. dependencies (with
 *                  subDependencies), services (with typeService and
 *                  subServices) and permitTypes (the permit cascade, which
 *                  the spec reads as rrhh.permitTypes)
 *   configuration  rangeAdmin, typeUser, typeDocument, plus the module
 *                  catalogues of modules §3.12: typeGun, typeStatusGun,
 *                  typeVehicle (with classes), typeOfStatusVehicle, services,
 *                  typeOfStatusDisciplinary, typeOfDecision (and a few extras)
 *   states         [{id_estado, estado, municipios: [{municipio, parroquias}]}]
 *   disciplinary   typeRegister, type, status, decision and case lists
 *   permits        types (cascade type > personal > days > reasons) and
 *                  the study/schedule/status lists
 *   medical        status, condition, specialty, restType
 *   education, evaluation, website   lists of the student registry,
 *                  evaluation board and news manager
 *
 * Every list item is {key, value}; keys are numbers except the few string-keyed
 * lists the spec defines (careers, permit kinds/statuses, study and schedule
 * types). Look labels up with labelOf (./labelOf, browser-safe), which falls
 * back to 'N/A'. The lists are shared module constants: do not mutate them.
 *
 * Every file here is plain data and pure functions: the browser, the server and the
 * shared validation import them alike.
 */
import { BLOOD_TYPE, DAY_OF_WEEK, GENDER, REQUEST_STATUS } from './common';
import { RANGE_ADMIN, TYPE_DOCUMENT, TYPE_USER } from './configuration';
import {
  CASE_SELECTOR_STATUS,
  DISCIPLINARY_STATUS,
  DISCIPLINARY_TYPE_REGISTER,
  INVESTIGATION_STATUS,
  MODE_OF_NOTICE,
  TYPE_DISCIPLINARY,
  TYPE_FAULTS,
  TYPE_OF_DECISION,
  TYPE_OF_SANCTION,
  TYPE_OF_STATUS_DISCIPLINARY,
} from './disciplinary';
import { CAREER, SEMESTER, STUDENT_STATUS } from './education';
import { EVALUATION_PERIODS, EVALUATION_RATING, EVALUATION_STATUS, EVALUATION_TYPE, evaluationPeriodOptions } from './evaluation';
import { STATES } from './geography';
import { CALIBER, GUN_ASSIGNMENT_TYPE, SUB_TYPE_GUN, TYPE_GUN, TYPE_STATUS_GUN } from './gunpark';
import { MEDICAL_OFFICER_CONDITION, MEDICAL_SPECIALTY, REST_TYPE } from './medical';
import { CURRENT_POSITIONS, DEPENDENCIES, POSITION } from './organization';
import {
  APPROVAL_STATUS,
  PERMIT_KIND,
  PERMIT_STATUS,
  PERMIT_TYPE_KEY,
  PERMIT_TYPES,
  SCHEDULE_TYPE,
  STUDY_TYPE,
} from './permits';
import {
  CAP_SIZE,
  EYE_COLOR,
  HAIR_COLOR,
  PANT_SIZE,
  PSYCHOMOTRICITY,
  SHIRT_SIZE,
  SHOES_SIZE,
  SKIN_COLOR,
} from './physical';
import {
  BLOCK_TYPE,
  CIVIL_STATE,
  CONDITION,
  HOUSING_TYPE,
  LICENSE_GRADE,
  PARENTAGE,
  RANGE,
  REJECTION_TYPE,
  SEARCH_TYPE,
  STATUS_IN,
  TYPE_IMAGE,
  TYPE_OF_DURATION,
  TYPE_PROFESIONALITY,
  TYPE_REGISTER,
  TYPE_VACATION_AND_REST,
  VACATION_TYPE,
} from './rrhh';
import { SERVICES, TYPE_SERVICES } from './services';
import { TYPE_OF_STATUS_VEHICLE, TYPE_VEHICLE, VEHICLE_ASSIGNMENT_TYPE } from './transport';
import { NEWS_CATEGORY, NEWS_PRIORITY, NEWS_STATUS } from './website';

export function buildDataInit(version: string) {
  return {
    version,
    rrhh: {
      gender: GENDER,
      bloodType: BLOOD_TYPE,
      range: RANGE,
      condition: CONDITION,
      psychomotricity: PSYCHOMOTRICITY,
      skinColor: SKIN_COLOR,
      hairColor: HAIR_COLOR,
      eyeColor: EYE_COLOR,
      shirtSize: SHIRT_SIZE,
      pantSize: PANT_SIZE,
      capSize: CAP_SIZE,
      shoesSize: SHOES_SIZE,
      typeProfesionality: TYPE_PROFESIONALITY,
      parentage: PARENTAGE,
      civilState: CIVIL_STATE,
      statusIn: STATUS_IN,
      position: POSITION,
      typeRegister: TYPE_REGISTER,
      typeOfDuration: TYPE_OF_DURATION,
      typeImage: TYPE_IMAGE,
      services: SERVICES,
      typeServices: TYPE_SERVICES,
      currentPositions: CURRENT_POSITIONS,
      housingType: HOUSING_TYPE,
      dependencies: DEPENDENCIES,
      permitTypes: PERMIT_TYPES,
      licenseGrade: LICENSE_GRADE,
      vacationType: VACATION_TYPE,
      typeVacationAndRest: TYPE_VACATION_AND_REST,
      requestStatus: REQUEST_STATUS,
      searchType: SEARCH_TYPE,
      rejectionType: REJECTION_TYPE,
      blockType: BLOCK_TYPE,
    },
    configuration: {
      rangeAdmin: RANGE_ADMIN,
      typeUser: TYPE_USER,
      typeDocument: TYPE_DOCUMENT,
      typeGun: TYPE_GUN,
      subTypeGun: SUB_TYPE_GUN,
      typeStatusGun: TYPE_STATUS_GUN,
      caliber: CALIBER,
      gunAssignmentType: GUN_ASSIGNMENT_TYPE,
      typeVehicle: TYPE_VEHICLE,
      typeOfStatusVehicle: TYPE_OF_STATUS_VEHICLE,
      vehicleAssignmentType: VEHICLE_ASSIGNMENT_TYPE,
      services: SERVICES,
      typeServices: TYPE_SERVICES,
      typeOfStatusDisciplinary: TYPE_OF_STATUS_DISCIPLINARY,
      typeOfDecision: TYPE_OF_DECISION,
    },
    states: STATES,
    disciplinary: {
      typeRegister: DISCIPLINARY_TYPE_REGISTER,
      type: TYPE_DISCIPLINARY,
      status: DISCIPLINARY_STATUS,
      decision: TYPE_OF_DECISION,
      statusSelector: CASE_SELECTOR_STATUS,
      modeOfNotice: MODE_OF_NOTICE,
      typeOfSanction: TYPE_OF_SANCTION,
      typeFaults: TYPE_FAULTS,
      investigationStatus: INVESTIGATION_STATUS,
    },
    permits: {
      types: PERMIT_TYPES,
      typeKey: PERMIT_TYPE_KEY,
      permitType: PERMIT_KIND,
      status: PERMIT_STATUS,
      approvalStatus: APPROVAL_STATUS,
      studyType: STUDY_TYPE,
      scheduleType: SCHEDULE_TYPE,
      dayOfWeek: DAY_OF_WEEK,
    },
    medical: {
      status: REQUEST_STATUS,
      condition: MEDICAL_OFFICER_CONDITION,
      specialty: MEDICAL_SPECIALTY,
      restType: REST_TYPE,
    },
    education: {
      gender: GENDER,
      bloodType: BLOOD_TYPE,
      status: STUDENT_STATUS,
      career: CAREER,
      semester: SEMESTER,
    },
    evaluation: {
      type: EVALUATION_TYPE,
      status: EVALUATION_STATUS,
      rating: EVALUATION_RATING,
      periods: EVALUATION_PERIODS,
      periodOptions: evaluationPeriodOptions(new Date()),
    },
    website: {
      category: NEWS_CATEGORY,
      priority: NEWS_PRIORITY,
      status: NEWS_STATUS,
    },
  };
}

export type DataInit = ReturnType<typeof buildDataInit>;

export { labelOf, NOT_AVAILABLE } from './labelOf';
export { statusBadgeColor, gunStatusColor, vehicleStatusColor, officerStatusColor } from './colors';
export type { StatusColor } from './colors';
export { NO_STATUS_LABEL } from './common';
export type * from './types';
