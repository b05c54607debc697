/**
 * The involved records of a case form (spec 3 §2.3, §5.1, §8.1): officers found by
 * cédula ('La cédula es requerida'), vehicles by code or plate, guns by code or serial,
 * each added to a list that can be edited before saving. Vehicle and gun statuses show
 * the picker labels of §4.4 (1 Disponible, 2 En Uso, 3 En Mantenimiento, 4 Fuera de
 * Servicio) in their §4.4 colours.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, CircularProgress, IconButton, List, ListItem, ListItemText, TextField, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type ReactNode } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { gunStatusColor, vehicleStatusColor } from '../../server/catalogues/colors';
import { StatusChip } from '../guns/AssetChips';
import { formatIdentification, fullName } from '../officers/shared/format';
import { OfficerPicker } from '../officers/shared/OfficerPicker';
import { findGun, findVehicle } from './api';
import type { InvolvedGun, InvolvedOfficer, InvolvedVehicle } from './types';

const P = 'app.disciplinary.pickers';

function SelectedList<T extends { id: number }>({ items, describe, onRemove, disabled }: { items: T[]; describe: (item: T) => ReactNode; onRemove: (item: T) => void; disabled?: boolean }) {
  const translate = useTranslate();
  if (!items.length) return <Box sx={{ color: 'text.secondary', fontSize: 14, my: 1 }}>{translate('app.disciplinary.noneSelected')}</Box>;
  return (
    <List dense sx={{ maxHeight: '10rem', overflowY: 'auto' }}>
      {items.map((item) => (
        <ListItem key={item.id} secondaryAction={!disabled && (
          <Tooltip title={translate('app.disciplinary.remove')}>
            <IconButton edge="end" size="small" aria-label={translate('app.disciplinary.remove')} onClick={() => onRemove(item)}><DeleteIcon fontSize="small" /></IconButton>
          </Tooltip>
        )}>
          <ListItemText primary={describe(item)} />
        </ListItem>
      ))}
    </List>
  );
}

export function AssetStatus({ status, kind }: { status: number | null; kind: 'vehicle' | 'gun' }) {
  const translate = useTranslate();
  if (!status || status < 1 || status > 4) return null;
  return <StatusChip label={translate(`app.disciplinary.assetStatus.${status}`)} color={kind === 'vehicle' ? vehicleStatusColor(status) : gunStatusColor(status)} />;
}

export function OfficersPicker({ value, onChange, disabled }: { value: InvolvedOfficer[]; onChange: (next: InvolvedOfficer[]) => void; disabled?: boolean }) {
  const add = (officer: InvolvedOfficer | null) => {
    if (officer && !value.some((o) => o.id === officer.id)) onChange([...value, officer]);
  };
  return (
    <Box>
      {!disabled && <OfficerPicker value={null} onChange={add} required={false} />}
      <SelectedList items={value} disabled={disabled} onRemove={(o) => onChange(value.filter((x) => x.id !== o.id))} describe={(o) => `${formatIdentification(o.identification)} — ${fullName(o)}`} />
    </Box>
  );
}

interface AssetPickerProps<T extends { id: number; status: number | null }> {
  kind: 'vehicle' | 'gun';
  value: T[];
  onChange: (next: T[]) => void;
  describe: (item: T) => string;
  disabled?: boolean;
}

const ASSET_TEXTS = {
  vehicle: { by: ['code', 'plate'], labels: ['byCode', 'byPlate'], required: ['vehicleCodeRequired', 'plateRequired'], notFound: ['vehicleNotFound', 'plateNotFound'], fallback: 'vehicleError', title: 'vehicleBy' },
  gun: { by: ['code', 'serial'], labels: ['byCode', 'bySerial'], required: ['gunCodeRequired', 'serialRequired'], notFound: ['gunNotFound', 'serialNotFound'], fallback: 'gunError', title: 'gunBy' },
} as const;

export function AssetPicker<T extends { id: number; status: number | null }>({ kind, value, onChange, describe, disabled }: AssetPickerProps<T>) {
  const translate = useTranslate();
  const texts = ASSET_TEXTS[kind];
  const [by, setBy] = useState<0 | 1>(0);
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async () => {
    const text = term.trim();
    if (!text) {
      setProblem(translate(`${P}.${texts.required[by]}`));
      return;
    }
    setSearching(true);
    setProblem(null);
    try {
      const found = (kind === 'vehicle' ? await findVehicle(texts.by[by] as 'code' | 'plate', text) : await findGun(texts.by[by] as 'code' | 'serial', text)) as unknown as T;
      if (value.some((v) => v.id === found.id)) setProblem(translate(`${P}.already`));
      else {
        onChange([...value, found]);
        setTerm('');
      }
    } catch (failure) {
      const status = failure instanceof HttpError ? failure.status : 0;
      setProblem(status === 404 ? translate(`${P}.${texts.notFound[by]}`) : status === 400 ? translate(`${P}.${texts.required[by]}`) : translate(`${P}.${texts.fallback}`));
    } finally {
      setSearching(false);
    }
  };

  return (
    <Box>
      {!disabled && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <ToggleButtonGroup size="small" exclusive value={by} onChange={(_e, next: 0 | 1 | null) => next !== null && setBy(next)} aria-label={translate(`${P}.${texts.title}`)} sx={{ mt: 1 }}>
            <ToggleButton value={0}>{translate(`${P}.${texts.labels[0]}`)}</ToggleButton>
            <ToggleButton value={1}>{translate(`${P}.${texts.labels[1]}`)}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void search();
              }
            }}
            label={`${translate(`${P}.${texts.title}`)} ${translate(`${P}.${texts.labels[by]}`).toLowerCase()}`}
            size="small"
            sx={{ flex: 1, minWidth: 200 }}
            error={Boolean(problem)}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button variant="outlined" onClick={() => void search()} disabled={searching} startIcon={searching ? <CircularProgress size={16} /> : <SearchIcon />} sx={{ mt: 0.5 }}>
            {translate(`${P}.search`)}
          </Button>
        </Box>
      )}
      <SelectedList
        items={value}
        disabled={disabled}
        onRemove={(item) => onChange(value.filter((x) => x.id !== item.id))}
        describe={(item) => <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>{describe(item)} <AssetStatus status={item.status} kind={kind} /></Box>}
      />
    </Box>
  );
}

export const vehicleText = (v: InvolvedVehicle) => [v.codeVehicle, v.plate, [v.brand, v.model].filter(Boolean).join(' ')].filter(Boolean).join(' — ');
export const gunText = (g: InvolvedGun) => [g.codeGun, g.serial, [g.brand, g.model].filter(Boolean).join(' ')].filter(Boolean).join(' — ');

export function NoResults() {
  const translate = useTranslate();
  return <Alert severity="info">{translate(`${P}.noResults`)}</Alert>;
}
