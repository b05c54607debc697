/** The status of a movement as the shared coloured badge (RRHH §3.12, §4). */
import { useTranslate } from 'react-admin';
import { StatusBadge } from '../officers/shared/StatusBadge';
import { statusKey } from './format';

export function MovementStatusBadge({ status }: { status: number }) {
  const translate = useTranslate();
  return <StatusBadge label={translate(statusKey(status))} />;
}
