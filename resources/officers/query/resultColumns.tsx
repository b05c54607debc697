/**
 * Columns of the query table (RRHH §2.2: Código del Funcionario, Código ACTUAL, Tipo de
 * Personal, Cédula, Nombre, Apellido, Condición) and of the family search (the officer's
 * cédula and name, the member's cédula, names, parentage, age and birth date, gender).
 * 'Condición' shows the officer's condition and, under it, the record's status (statusIn),
 * the state that Aprobar, Rechazar and Bloquear change.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OfficerSummary } from '../api';
import { useRrhhLabel } from '../shared/catalogs';
import { formatDate, formatIdentification, fullName } from '../shared/format';
import { StatusBadge } from '../shared/StatusBadge';
import type { ResultColumn } from './ResultsTable';
import type { FamilyRow } from './useSearchResults';

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
const key = (name: string) => `app.officers.query.columns.${name}`;
const familyKey = (name: string) => `app.officers.query.familyColumns.${name}`;

export function OfficerState({ officer }: { officer: Pick<OfficerSummary, 'condition' | 'statusIn'> }) {
  const label = useRrhhLabel();
  return (
    <Box sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
      <StatusBadge label={label('condition', officer.condition)} />
      <StatusBadge label={label('statusIn', officer.statusIn)} />
    </Box>
  );
}

export function useOfficerColumns(): ResultColumn<OfficerSummary>[] {
  const label = useRrhhLabel();
  return [
    { id: 'codeRrhh', label: key('codeRrhh'), render: (o) => o.codeRrhh || 'N/A' },
    { id: 'iapmchCode', label: key('iapmchCode'), render: (o) => o.iapmchCode || 'N/A' },
    { id: 'typeRegister', label: key('typeRegister'), render: (o) => label('typeRegister', o.typeRegister) },
    { id: 'identification', label: key('identification'), render: (o) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatIdentification(o.identification)}</Box> },
    { id: 'firstName', label: key('firstName'), render: (o) => joined(o.firstName, o.secondName), minWidth: 120 },
    { id: 'lastName', label: key('lastName'), render: (o) => joined(o.firstLastname, o.secondLastname), minWidth: 120 },
    { id: 'condition', label: key('condition'), render: (o) => <OfficerState officer={o} /> },
  ];
}

export function useFamilyColumns(): ResultColumn<FamilyRow>[] {
  const label = useRrhhLabel();
  const translate = useTranslate();
  return [
    { id: 'officerIdentification', label: familyKey('officerIdentification'), render: (f) => formatIdentification(f.officer.identification) },
    { id: 'officerName', label: familyKey('officerName'), render: (f) => fullName(f.officer), minWidth: 140 },
    { id: 'identification', label: familyKey('identification'), render: (f) => formatIdentification(f.identification) },
    { id: 'names', label: familyKey('names'), render: (f) => joined(f.firstName, f.secondName) },
    { id: 'lastNames', label: familyKey('lastNames'), render: (f) => joined(f.firstLastname, f.secondLastname) },
    { id: 'parentage', label: familyKey('parentage'), render: (f) => label('parentage', f.parentage) },
    {
      id: 'age',
      label: familyKey('age'),
      render: (f) => <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>{translate(familyKey('ageValue'), { smart_count: f.age, date: formatDate(f.dateBirth) })}</Typography>,
    },
    { id: 'gender', label: familyKey('gender'), render: (f) => label('gender', f.gender) },
  ];
}
