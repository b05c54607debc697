/**
 * The disciplinary calls beyond the generic dataProvider (spec 3 §7.1, §7.2): status,
 * sanction and council, the OIDP selector and the vehicle and gun pickers.
 */
import { apiRequest, type ApiEnvelope } from '../../dataProvider/httpClient';
import type { CaseRecord, InvolvedGun, InvolvedVehicle, RelatedCase } from './types';

export const changeCaseStatus = (id: number, statusDisciplinary: number) =>
  apiRequest<CaseRecord>(`disciplinary/${id}/status`, { method: 'PATCH', body: { statusDisciplinary } });

export const assignSanction = (id: number, body: { sanction: string; typeOfSanction: number; sendToReTraining: boolean }) =>
  apiRequest<CaseRecord>(`disciplinary/${id}/sanction`, { method: 'PATCH', body });

export const sendToCouncil = (id: number) => apiRequest<CaseRecord>(`disciplinary/${id}/council`, { method: 'PATCH' });

export async function searchOidpCases(query: { page: number; pageSize: number; search?: string; status?: number }): Promise<ApiEnvelope<RelatedCase[]>> {
  return apiRequest<RelatedCase[]>('disciplinary/oidp-selector', { query });
}

/** `GET vehicle/search/{code}` or `vehicle/search/plate/{plate}`. */
export async function findVehicle(by: 'code' | 'plate', value: string): Promise<InvolvedVehicle> {
  const path = by === 'code' ? `vehicle/search/${encodeURIComponent(value)}` : `vehicle/search/plate/${encodeURIComponent(value)}`;
  return (await apiRequest<InvolvedVehicle>(path)).data;
}

/** `GET gunpark/guns/search/{code}` or `gunpark/guns/search/serial/{serial}`. */
export async function findGun(by: 'code' | 'serial', value: string): Promise<InvolvedGun> {
  const path = by === 'code' ? `gunpark/guns/search/${encodeURIComponent(value)}` : `gunpark/guns/search/serial/${encodeURIComponent(value)}`;
  return (await apiRequest<InvolvedGun>(path)).data;
}
