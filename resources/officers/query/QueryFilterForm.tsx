/**
 * The query screen's filter form (RRHH §2.2): the search type, then the officer filters
 * (types 1 and 3) or the family filters (type 2), and the buttons. Lists apply at once;
 * typed text applies once it has stopped changing for 500 ms (platform §9); 'Buscar' or
 * Enter apply everything immediately and search again.
 */
import ClearAllIcon from '@mui/icons-material/ClearAll';
import SearchIcon from '@mui/icons-material/Search';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, MenuItem, Paper, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../../dataProvider/constants';
import { useDebouncedValue } from '../../../src/components/list';
import { useCatalog, type CatalogItem } from '../shared/catalogs';
import { FAMILY_FILTERS, OFFICER_FILTERS, sameFilters, type FilterName, type FilterValues, type SearchType } from './queryState';

interface DependencyItem extends CatalogItem {
  subDependencies?: CatalogItem[];
}

export interface QueryFilterFormProps {
  type: SearchType;
  onTypeChange: (type: SearchType) => void;
  /** The filters in force (from the URL). */
  applied: FilterValues;
  /** Applies filters; `explicit` when the user pressed 'Buscar' or Enter. */
  onApply: (filters: FilterValues, explicit: boolean) => void;
  /** Buttons after 'Buscar' (register, Excel, extranet report). */
  actions: ReactNode;
}

const TYPE_LABELS: Record<SearchType, string> = { 1: 'officers', 2: 'family', 3: 'extranet' };

export function QueryFilterForm({ type, onTypeChange, applied, onApply, actions }: QueryFilterFormProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<FilterValues>(applied);
  const debounced = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  const searchTypes = useCatalog('searchType');
  const dependencies = useCatalog('dependencies') as DependencyItem[];
  const positions = useCatalog('currentPositions');
  const genders = useCatalog('gender');
  const statuses = useCatalog('statusIn');
  const parentages = useCatalog('parentage');

  // The latest props, so the debounce effect runs only when the typed text settles.
  const latest = useRef({ applied, onApply });
  useEffect(() => {
    latest.current = { applied, onApply };
  });
  useEffect(() => {
    if (!sameFilters(debounced, latest.current.applied)) latest.current.onApply(debounced, false);
  }, [debounced]);

  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [showFilters, setShowFilters] = useState(false);
  const filled = (type === 2 ? FAMILY_FILTERS : OFFICER_FILTERS).filter((name) => applied[name]?.trim()).length;
  const type1or3 = type !== 2;
  const text = (name: FilterName, label: string, extra: { inputMode?: 'numeric'; type?: 'number'; helper?: string } = {}) => (
    <TextField
      size="small"
      label={translate(label)}
      value={draft[name] ?? ''}
      onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
      type={extra.type}
      helperText={extra.helper ? translate(extra.helper) : undefined}
      slotProps={{ htmlInput: { inputMode: extra.inputMode, maxLength: 100, ...(extra.type === 'number' ? { min: 1, max: 40 } : {}) } }}
    />
  );
  const select = (name: FilterName, label: string, items: readonly CatalogItem[], extra: { disabled?: boolean; helper?: string; clears?: FilterName } = {}) => (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={draft[name] ?? ''}
      disabled={extra.disabled}
      helperText={extra.helper ? translate(extra.helper) : undefined}
      onChange={(event) => {
        const next = { ...draft, [name]: event.target.value, ...(extra.clears ? { [extra.clears]: '' } : {}) };
        setDraft(next);
        onApply(next, false);
      }}
    >
      <MenuItem value="">{translate('app.officers.query.filters.all')}</MenuItem>
      {items.map((item) => <MenuItem key={item.key} value={String(item.key)}>{item.value}</MenuItem>)}
    </TextField>
  );

  const subDependencies = dependencies.find((d) => String(d.key) === draft.dependency)?.subDependencies ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft, true);
  };
  const clear = () => {
    setDraft({});
    onApply({}, false);
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} role="search" aria-label={translate('app.officers.query.filters.title')} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{translate('app.officers.query.filters.title')}</Typography>
        <TextField
          select
          size="small"
          label={translate('app.officers.query.searchType.label')}
          value={String(type)}
          onChange={(event) => onTypeChange(Number(event.target.value) as SearchType)}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 260 } }}
        >
          {([1, 2, 3] as const).map((key) => (
            <MenuItem key={key} value={String(key)}>
              {searchTypes.find((item) => item.key === key)?.value ?? translate(`app.officers.query.searchType.${TYPE_LABELS[key]}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {isPhone && (
        <Button fullWidth onClick={() => setShowFilters((shown) => !shown)} endIcon={showFilters ? <ExpandLessIcon /> : <ExpandMoreIcon />} sx={{ mb: 1 }} aria-expanded={showFilters}>
          {translate(showFilters ? 'app.officers.query.filters.hide' : filled ? 'app.officers.query.filters.showCount' : 'app.officers.query.filters.show', { count: filled })}
        </Button>
      )}
      {/* On phones the ten filters fold away so the results stay in sight. */}
      <Collapse in={!isPhone || showFilters}>
        <Box sx={{ display: 'grid', gap: 1.5, pt: 0.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(210px, 1fr))' } }}>
          {type1or3 ? (
            <>
              {text('codeRrhh', 'app.officers.query.filters.codeRrhh')}
              {text('iapmchCode', 'app.officers.query.filters.iapmchCode')}
              {text('identification', 'app.officers.query.filters.identification', { inputMode: 'numeric' })}
              {text('names', 'app.officers.query.filters.names')}
              {text('lastnames', 'app.officers.query.filters.lastnames')}
              {select('dependency', 'app.officers.query.filters.dependency', dependencies, { clears: 'subDependency' })}
              {select('subDependency', 'app.officers.query.filters.subDependency', subDependencies, {
                disabled: !draft.dependency,
                helper: draft.dependency ? undefined : 'app.officers.query.filters.subDependencyHint',
              })}
              {select('position', 'app.officers.query.filters.position', positions)}
              {select('gender', 'app.officers.query.filters.gender', genders)}
              {select('statusIn', 'app.officers.query.filters.statusIn', statuses)}
            </>
          ) : (
            <>
              {text('officerIdentification', 'app.officers.query.filters.officerIdentification', { inputMode: 'numeric' })}
              {text('search', 'app.officers.query.filters.familySearch')}
              {select('parentage', 'app.officers.query.filters.parentage', parentages)}
              {select('gender', 'app.officers.query.filters.gender', genders)}
              {text('minAge', 'app.officers.query.filters.minAge', { type: 'number', helper: 'app.officers.query.filters.ageHint' })}
              {text('maxAge', 'app.officers.query.filters.maxAge', { type: 'number', helper: 'app.officers.query.filters.ageHint' })}
            </>
          )}
        </Box>
      </Collapse>
      {type === 3 && <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>{translate('app.officers.query.searchType.extranetHelp')}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2, '& > *': { flex: { xs: '1 1 auto', sm: '0 0 auto' } } }}>
        <Button onClick={clear} startIcon={<ClearAllIcon />}>{translate('app.officers.query.filters.clear')}</Button>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>{translate('app.officers.query.actions.search')}</Button>
        {actions}
      </Box>
    </Paper>
  );
}
