/**
 * One field of the designer: its label, technical name and type; its flags (required,
 * unique, listed, searched, filtered, sorted, exported, hidden); what its type needs
 * (catalogue, referenced resource); and its rules with their Spanish messages, whose
 * defaults the server fills in when left empty. The server's problems about it show below.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion, AccordionDetails, AccordionSummary, Alert, Autocomplete, Box, Checkbox, FormControlLabel, IconButton, MenuItem, Paper, TextField, Tooltip, Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFINITION_FIELD_TYPES, type BoundRule, type DefinitionField, type DefinitionRules } from '../../../resources/engine/definitionSchema';
import { catalogPaths, NOT_FILTERED, NOT_SORTED, NUMBER_TYPES, referenceTargets, TEXT_TYPES, UNIQUE_TYPES } from './choices';

const D = 'app.designer.designer';

export interface FieldEditorProps {
  index: number;
  count: number;
  name: string;
  field: DefinitionField;
  /** A field already stored: its technical name and type no longer change. */
  stored: boolean;
  problems: string[];
  onChange: (field: DefinitionField) => void;
  onRename: (name: string) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

type BoundKey = 'minLength' | 'maxLength' | 'min' | 'max' | 'maxItems';

export function FieldEditor({ index, count, name, field, stored, problems, onChange, onRename, onMove, onRemove }: FieldEditorProps) {
  const translate = useTranslate();
  const set = (patch: Partial<DefinitionField>) => onChange({ ...field, ...patch });
  const setRules = (patch: Partial<DefinitionRules>) => {
    const rules = { ...field.rules, ...patch };
    for (const key of Object.keys(rules) as (keyof DefinitionRules)[]) if (rules[key] === undefined) delete rules[key];
    set({ rules: Object.keys(rules).length ? rules : undefined });
  };
  const flag = (key: 'list' | 'search' | 'filter' | 'sort' | 'export' | 'hiddenInForm', shown = true) => shown && (
    <FormControlLabel control={<Checkbox size="small" checked={Boolean(field[key])} onChange={(e) => set({ [key]: e.target.checked || undefined })} />} label={translate(`${D}.${key === 'hiddenInForm' ? 'hidden' : key}`)} />
  );
  const bound = (key: BoundKey) => {
    const rule = field.rules?.[key] as BoundRule | undefined;
    return (
      <Box key={key} sx={{ display: 'flex', gap: 1 }}>
        <TextField size="small" type="number" label={translate(`${D}.${key}`)} value={rule?.value ?? ''} sx={{ width: 170 }}
          onChange={(e) => setRules({ [key]: e.target.value === '' ? undefined : { ...rule, value: Number(e.target.value) } })} />
        <TextField size="small" label={translate(`${D}.message`)} value={rule?.message ?? ''} disabled={!rule} fullWidth slotProps={{ htmlInput: { maxLength: 200 } }}
          onChange={(e) => rule && setRules({ [key]: { ...rule, message: e.target.value || undefined } })} />
      </Box>
    );
  };
  const text = TEXT_TYPES.has(field.type);
  const numeric = NUMBER_TYPES.has(field.type);
  const target = referenceTargets.find((t) => t.name === field.reference?.resource);
  const title = field.label || translate(`${D}.field`, { n: index + 1 });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 1.5 }} role="group" aria-label={title}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField size="small" label={translate(`${D}.fieldLabel`)} value={field.label} required sx={{ flex: '2 1 200px' }} slotProps={{ htmlInput: { maxLength: 80 } }}
          onChange={(e) => set({ label: e.target.value })} />
        <TextField size="small" label={translate(`${D}.fieldName`)} value={name} disabled={stored} sx={{ flex: '1 1 150px' }} slotProps={{ htmlInput: { maxLength: 40 } }}
          onChange={(e) => onRename(e.target.value)} />
        <TextField select size="small" label={translate(`${D}.type`)} value={field.type} disabled={stored} sx={{ flex: '1 1 170px' }}
          onChange={(e) => set({ type: e.target.value as DefinitionField['type'] })}>
          {DEFINITION_FIELD_TYPES.map((type) => <MenuItem key={type} value={type}>{translate(`app.designer.types.${type}`)}</MenuItem>)}
        </TextField>
        <Box sx={{ display: 'flex' }}>
          <Tooltip title={translate(`${D}.moveUp`)}><span><IconButton size="small" aria-label={`${translate(`${D}.moveUp`)}: ${title}`} disabled={index === 0} onClick={() => onMove(-1)}><ArrowUpwardIcon fontSize="small" /></IconButton></span></Tooltip>
          <Tooltip title={translate(`${D}.moveDown`)}><span><IconButton size="small" aria-label={`${translate(`${D}.moveDown`)}: ${title}`} disabled={index === count - 1} onClick={() => onMove(1)}><ArrowDownwardIcon fontSize="small" /></IconButton></span></Tooltip>
          <Tooltip title={translate(`${D}.removeField`)}><IconButton size="small" color="error" aria-label={`${translate(`${D}.removeField`)}: ${title}`} onClick={onRemove}><DeleteOutlineIcon fontSize="small" /></IconButton></Tooltip>
        </Box>
      </Box>
      {field.type === 'catalog' && (
        <Autocomplete freeSolo size="small" options={catalogPaths} value={field.catalog ?? ''} sx={{ mt: 1.5 }}
          onInputChange={(_e, value) => set({ catalog: value || undefined })}
          renderInput={(params) => <TextField {...params} label={translate(`${D}.catalog`)} required />} />
      )}
      {field.type === 'reference' && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
          <TextField select size="small" label={translate(`${D}.reference`)} value={field.reference?.resource ?? ''} required sx={{ flex: 1 }}
            onChange={(e) => {
              const next = referenceTargets.find((t) => t.name === e.target.value);
              set({ reference: { resource: e.target.value, display: next?.displays[0]?.name ?? 'id' } });
            }}>
            {referenceTargets.map((t) => <MenuItem key={t.name} value={t.name}>{t.label}</MenuItem>)}
          </TextField>
          <TextField select size="small" label={translate(`${D}.display`)} value={field.reference?.display ?? ''} disabled={!target} sx={{ flex: 1 }}
            onChange={(e) => field.reference && set({ reference: { ...field.reference, display: e.target.value } })}>
            {(target?.displays ?? []).map((d) => <MenuItem key={d.name} value={d.name}>{d.label}</MenuItem>)}
          </TextField>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, mt: 1 }}>
        <FormControlLabel control={<Checkbox size="small" checked={Boolean(field.rules?.required)} onChange={(e) => setRules({ required: e.target.checked ? {} : undefined })} />} label={translate(`${D}.required`)} />
        {UNIQUE_TYPES.has(field.type) && <FormControlLabel control={<Checkbox size="small" checked={Boolean(field.unique)} onChange={(e) => set({ unique: e.target.checked ? {} : undefined })} />} label={translate(`${D}.unique`)} />}
        {flag('list')}
        {flag('search', text)}
        {flag('filter', !NOT_FILTERED.has(field.type))}
        {flag('sort', !NOT_SORTED.has(field.type))}
        {flag('export')}
        {flag('hiddenInForm')}
      </Box>
      <Accordion disableGutters elevation={0} sx={{ '&:before': { display: 'none' }, bgcolor: 'transparent' }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0, minHeight: 36 }}><Typography variant="body2" color="primary">{translate(`${D}.rules`)}</Typography></AccordionSummary>
        <AccordionDetails sx={{ px: 0, display: 'grid', gap: 1.5 }}>
          {field.rules?.required && (
            <TextField size="small" label={translate(`${D}.requiredMessage`)} value={field.rules.required.message ?? ''} placeholder={`El campo ${field.label} es requerido`} slotProps={{ htmlInput: { maxLength: 200 } }}
              onChange={(e) => setRules({ required: { message: e.target.value || undefined } })} />
          )}
          {field.unique && (
            <TextField size="small" label={translate(`${D}.uniqueMessage`)} value={field.unique.message ?? ''} slotProps={{ htmlInput: { maxLength: 200 } }}
              onChange={(e) => set({ unique: { message: e.target.value || undefined } })} />
          )}
          {(text || field.type === 'textList') && bound('maxLength')}
          {text && bound('minLength')}
          {numeric && bound('min')}
          {numeric && bound('max')}
          {field.type === 'textList' && bound('maxItems')}
          {text && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <TextField size="small" label={translate(`${D}.pattern`)} value={field.rules?.pattern?.value ?? ''} sx={{ width: 260 }} slotProps={{ htmlInput: { maxLength: 300 } }}
                onChange={(e) => setRules({ pattern: e.target.value ? { ...field.rules?.pattern, value: e.target.value } : undefined })} />
              <TextField size="small" label={translate(`${D}.message`)} value={field.rules?.pattern?.message ?? ''} disabled={!field.rules?.pattern} fullWidth slotProps={{ htmlInput: { maxLength: 200 } }}
                onChange={(e) => field.rules?.pattern && setRules({ pattern: { ...field.rules.pattern, message: e.target.value || undefined } })} />
            </Box>
          )}
          {field.type === 'boolean' ? (
            <FormControlLabel control={<Checkbox size="small" checked={field.default === true} onChange={(e) => set({ default: e.target.checked })} />} label={translate(`${D}.defaultValue`)} />
          ) : (text || numeric) && (
            <TextField size="small" label={translate(`${D}.defaultValue`)} value={field.default === undefined || field.default === null ? '' : String(field.default)} type={numeric ? 'number' : 'text'} sx={{ width: 260 }} slotProps={{ htmlInput: { maxLength: 255 } }}
              onChange={(e) => set({ default: e.target.value === '' ? undefined : numeric ? Number(e.target.value) : e.target.value })} />
          )}
        </AccordionDetails>
      </Accordion>
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problems.map((p) => <div key={p}>{p}</div>)}
        </Alert>
      )}
    </Paper>
  );
}
