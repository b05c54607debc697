/**
 * Validates the whole form with the shared officer schema (RRHH §5.1): the same rules and
 * Spanish messages as the server. Gives the body to send (form toggles of §4 applied by
 * normalizeOfficer), or the messages in form order (the first failing rule of each field)
 * plus the field path of each, so the toast lists them all and the fields show theirs.
 */
import * as yup from 'yup';
import type { OfficerRecord } from '../api';
import { normalizeOfficer, officerSchema, validationMessages, type OfficerInput } from '../validation';
import { toOfficerBody, type OfficerFormValues } from './formValues';

export interface FieldError {
  /** react-hook-form path ('address.0.addressName', 'physical.height'). */
  path: string;
  message: string;
}

export type FormCheck = { ok: true; body: OfficerInput } | { ok: false; messages: string[]; fields: FieldError[] };

const FIELD_ORDER = Object.keys(officerSchema.fields);

/** List-level paths shown on the input that represents them. */
const SHOWN_ON: Record<string, string> = { phone: 'phone.0', address: 'address.0.addressName' };

/** yup's 'address[0].addressName' as react-hook-form's 'address.0.addressName'. */
export function formPath(yupPath: string | undefined): string {
  const path = (yupPath ?? '').replace(/\[(\d+)\]/g, '.$1');
  return SHOWN_ON[path] ?? path;
}

export async function checkOfficerForm(values: OfficerFormValues, loaded: OfficerRecord | null): Promise<FormCheck> {
  try {
    const body = await officerSchema.validate(toOfficerBody(values, loaded), { abortEarly: false, stripUnknown: true });
    return { ok: true, body: normalizeOfficer(body) };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    // One message per field: an empty name is 'requerido', not also 'al menos 2 caracteres'.
    const seen = new Set<string>();
    error.inner = (error.inner.length ? error.inner : [error]).filter((e) => !seen.has(e.path ?? '') && seen.add(e.path ?? ''));
    const fields = error.inner.map((e) => ({ path: formPath(e.path), message: e.message }));
    return { ok: false, messages: validationMessages(error, FIELD_ORDER), fields };
  }
}

/** The tab a field path belongs to, so the tab can show that it holds errors. */
export type FormTab = 'personal' | 'police' | 'binding' | 'physical' | 'professional' | 'family' | 'health' | 'documents';

const POLICE = ['range', 'uniqueCredential', 'originInstitution', 'promotion', 'dependenceWork', 'yearOfPolice', 'dateOfLastPromotion', 'isComissionService'];
const BINDING = ['license', 'haveAnotherLanguage', 'language', 'isCommunityCouncil', 'wichCommunityCouncil', 'isInNacionalMission', 'wichMission', 'haveHoused', 'housingType', 'lastJob', 'yearJob', 'haveElectoralRegister', 'isLiveWithParent'];
const HEALTH = ['haveAllergy', 'allergies', 'haveTreatments', 'treatments', 'havePatology', 'patologies', 'haveConditionPhysical', 'conditionPhysical'];

export function tabOfPath(path: string): FormTab | null {
  const [head, second] = path.split('.');
  if (head === 'typeRegister') return null;
  if (POLICE.includes(head)) return 'police';
  if (BINDING.includes(head)) return 'binding';
  if (head === 'physical') return HEALTH.includes(second) ? 'health' : 'physical';
  if (head === 'profesionality') return 'professional';
  if (head === 'family') return 'family';
  return 'personal';
}
