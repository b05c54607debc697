/** A list filter select (module, status) for the toolbar: 'Todos…' clears it. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PagedList } from '../../src/components/list';
import { statusKey } from './format';
import { MOVEMENT_APPROVED, MOVEMENT_PENDING, MOVEMENT_REJECTED } from './status';

export interface FilterSelectProps {
  /** Translation key of the label. */
  label: string;
  value: number | '';
  /** Translation key of the option that clears the filter. */
  allLabel: string;
  /** Values with the translation keys of their labels. */
  options: { value: number; label: string }[];
  onChange: (value: number | '') => void;
}

export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      sx={{ width: { xs: '100%', sm: 200 }, m: 0 }}
    >
      <MenuItem value="">{translate(allLabel)}</MenuItem>
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{translate(o.label)}</MenuItem>)}
    </TextField>
  );
}

/** Reads and sets one numeric filter of a movement list (the search text is kept). */
export function listFilter<T extends { id: number }>(list: PagedList<T>, name: string): [number | '', (value: number | '') => void] {
  const value = (list.filters[name] as number | undefined) ?? '';
  const set = (next: number | '') => {
    const { q: _search, ...current } = list.filters;
    list.setFilters({ ...current, [name]: next === '' ? undefined : next });
  };
  return [value, set];
}

/** The status filter of every movement list (1 Pendiente, 2 Aprobado, 3 Rechazado). */
export function StatusFilter<T extends { id: number }>({ list }: { list: PagedList<T> }) {
  const [value, set] = listFilter(list, 'status');
  return (
    <FilterSelect
      label="app.movements.status.filter"
      value={value}
      allLabel="app.movements.status.all"
      options={[MOVEMENT_PENDING, MOVEMENT_APPROVED, MOVEMENT_REJECTED].map((s) => ({ value: s, label: statusKey(s) }))}
      onChange={set}
    />
  );
}
