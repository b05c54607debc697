/** `PUT <assignments path>/{id}/finish` (spec 3 §7.3, §7.4): end date and observations. */
import { apiRequest } from '../../dataProvider/httpClient';
import type { FinishInput } from './finishValidation';

export async function finishAssignment(apiPath: string, id: number, body: FinishInput): Promise<void> {
  await apiRequest(`${apiPath}/${id}/finish`, { method: 'PUT', body });
}
