/**
 * Filters of the audit viewer: date range (dd/mm/aaaa pickers), user and endpoint
 * autocompletes, free search and 'Limpiar filtros'. The page resets to 1 on each change.
 */
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import { Button, Grid, InputAdornment, Paper, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { endpointLabel, userLabel, type AuditFilters, type EndpointOption, type UserOption } from './auditModel';
import { RemoteAutocomplete } from './RemoteAutocomplete';
import { DatePickerInput } from '../../components/dates/DatePickerInput';

export interface AuditFiltersBarProps {
  filters: AuditFilters;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (patch: Partial<AuditFilters>) => void;
  onClear: () => void;
  canClear: boolean;
}

export function AuditFiltersBar({ filters, searchText, onSearchTextChange, onChange, onClear, canClear }: AuditFiltersBarProps) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={translate('app.audits.filters.title')}>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 6, md: 3, xl: 1.5 }}>
          <DatePickerInput
            size="small"
            fullWidth
            label={translate('app.audits.filters.from')}
            value={filters.startDate}
            onChange={(startDate) => onChange({ startDate })}
            invalidValue=""
            max={filters.endDate || undefined}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3, xl: 1.5 }}>
          <DatePickerInput
            size="small"
            fullWidth
            label={translate('app.audits.filters.to')}
            value={filters.endDate}
            onChange={(endDate) => onChange({ endDate })}
            invalidValue=""
            min={filters.startDate || undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3, xl: 2.5 }}>
          <RemoteAutocomplete<UserOption>
            id="audit-user-filter"
            path="users/search/autocomplete"
            label={translate('app.audits.filters.user')}
            value={filters.user}
            onChange={(user) => onChange({ user })}
            getOptionLabel={userLabel}
            isSameOption={(a, b) => a.id === b.id}
            loadingText={translate('app.audits.filters.searchingUsers')}
            noOptionsText={translate('app.audits.filters.noUsers')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3, xl: 2.5 }}>
          <RemoteAutocomplete<EndpointOption>
            id="audit-endpoint-filter"
            path="audits/endpoints/autocomplete"
            label={translate('app.audits.filters.endpoint')}
            value={filters.endpoint}
            onChange={(endpoint) => onChange({ endpoint })}
            getOptionLabel={endpointLabel}
            isSameOption={(a, b) => a.value === b.value}
            loadingText={translate('app.audits.filters.loadingEndpoints')}
            noOptionsText={translate('app.audits.filters.noEndpoints')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8, md: 9, xl: 2.25 }}>
          <TextField
            size="small"
            fullWidth
            type="search"
            label={translate('app.audits.filters.search')}
            placeholder={translate('app.audits.filters.searchPlaceholder')}
            value={searchText}
            onChange={(e) => onSearchTextChange(e.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 3, xl: 1.75 }}>
          <Button fullWidth variant="outlined" startIcon={<FilterAltOffIcon />} onClick={onClear} disabled={!canClear} sx={{ whiteSpace: 'nowrap' }}>
            {translate('app.audits.filters.clear')}
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
