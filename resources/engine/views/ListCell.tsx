/**
 * One cell of a generated list: the field's text (useFieldText), joined with other fields
 * where the column says so, its empty text, and the declared display (bold, Sí / No chip,
 * a boolean's two texts, the spec's status colours, the in-place status switch).
 */
import { Chip, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { ActiveSwitch } from '../../../src/components/list/ActiveSwitch';
import { BooleanChip } from '../../../src/components/list/BooleanChip';
import { statusChipProps } from '../../officers/shared/StatusBadge';
import type { ListColumnDeclaration, ResourceDeclaration } from '../types';
import { useFieldText } from './useFieldText';

export interface ListCellProps {
  declaration: ResourceDeclaration;
  column: ListColumnDeclaration;
  record: RaRecord;
  /** The record as named in the switch's accessible name. */
  name: string;
  /** Whether the user may change the status in place (the `switch` display). */
  canSwitch: boolean;
  onChanged: () => void;
}

export function ListCell({ declaration, column, record, name, canSwitch, onChanged }: ListCellProps) {
  const translate = useTranslate();
  const text = useFieldText();
  const { field } = column;
  const value = record[field] as unknown;
  switch (column.display) {
    case 'yesNo':
      return <BooleanChip value={Boolean(value)} />;
    case 'flag':
      return column.flag?.outlined
        ? <Chip size="small" variant="outlined" color={value ? 'success' : 'error'} label={translate(value ? column.flag.yes : column.flag.no)} />
        : <Chip size="small" color={value ? 'success' : 'default'} label={translate(value ? (column.flag?.yes ?? 'app.common.yes') : (column.flag?.no ?? 'app.common.no'))} />;
    case 'switch':
      return (
        <ActiveSwitch
          resource={declaration.name}
          id={record.id}
          checked={Boolean(value)}
          name={name}
          successMessage={column.switched ?? 'app.engine.saved'}
          disabled={!canSwitch}
          onChanged={onChanged}
        />
      );
    default:
      break;
  }
  const texts = [field, ...(column.join ?? [])].map((f) => text(f, declaration.fields[f], record)).filter(Boolean);
  const shown = texts.join(' / ') || (column.empty ? translate(column.empty) : '');
  if (column.display === 'colored') {
    return column.color ? <Chip size="small" label={shown} {...statusChipProps(column.color(value))} /> : <Chip size="small" label={shown} />;
  }
  if (column.display === 'strong') return <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{shown}</Typography>;
  return <>{shown}</>;
}

/** The declared columns of a list, each as a column declaration (a bare field name draws its text). */
export function listColumns(declaration: ResourceDeclaration): ListColumnDeclaration[] {
  return (declaration.list?.columns ?? declaration.listFields).map((c) => (typeof c === 'string' ? { field: c } : c));
}
