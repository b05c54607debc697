/**
 * 'Búsqueda Rápida' (RRHH §2.4, §5.9, §8): its call needs the RRHH query permission, so
 * the sidebar offers it only to users whose tree allows that, and the page shows 'Acceso
 * Denegado' to others (instead of a form whose search would be refused). At most 5 officers, each as a numbered card with the full officer
 * view (the detail's cards, compact). The toast is the server's answer ('1 funcionario
 * encontrado', '{n} funcionarios encontrados', or 'No se encontraron funcionarios con
 * los criterios especificados').
 */
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessagesOf, type QueryValue } from '../../../dataProvider/httpClient';
import { hasAccess } from '../../../authProvider/permissions';
import { PageHeader } from '../../../src/components/list';
import { AccessDenied } from '../../../src/pages/AccessDenied';
import { useSession } from '../../../src/session/SessionContext';
import { RRHH_ACCESS } from '../access';
import { multiSearch, type OfficerRecord } from '../api';
import { fullName } from '../shared/format';
import { OfficerView } from '../view/OfficerView';
import { QuickSearchForm } from './QuickSearchForm';

const T = 'app.officers.quickSearch';

type Outcome = { kind: 'idle' } | { kind: 'found'; officers: OfficerRecord[] } | { kind: 'failed'; messages: string[] };

export default function QuickSearchPage() {
  const { user } = useSession();
  if (!hasAccess(user, RRHH_ACCESS.query)) return <AccessDenied messageKey="app.officers.query.denied" />;
  return <QuickSearch />;
}

function QuickSearch() {
  const translate = useTranslate();
  const notify = useNotify();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const search = async (query: Record<string, QueryValue>) => {
    try {
      const { officers, message } = await multiSearch(query);
      setOutcome({ kind: 'found', officers });
      // Server texts are shown as sent; `_` keeps the translator from treating them as missing keys.
      const text = message ?? (officers.length === 0 ? translate(`${T}.noneFound`) : translate(`${T}.found`, { smart_count: officers.length }));
      notify(text, { type: officers.length === 0 ? 'warning' : 'success', messageArgs: { _: text } });
    } catch (error) {
      const messages = errorMessagesOf(error, translate('app.officerPicker.searchFailed'));
      setOutcome({ kind: 'failed', messages });
      notify(messages.join(' · '), { type: 'error', messageArgs: { _: messages.join(' · ') } });
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
      <PageHeader title={`${T}.title`} icon={<PersonSearchIcon />} crumbs={[{ label: 'app.menu.home', to: '/home' }, { label: `${T}.title` }]} />
      <QuickSearchForm onSearch={search} onClear={() => setOutcome({ kind: 'idle' })} />
      {outcome.kind === 'failed' && <Alert severity="error">{outcome.messages.join(' · ')}</Alert>}
      {outcome.kind === 'found' && outcome.officers.length === 0 && <Alert severity="info">{translate(`${T}.noneFound`)}</Alert>}
      {outcome.kind === 'found' && outcome.officers.length > 0 && (
        <Box component="section" aria-label={translate(`${T}.results`)}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {translate(`${T}.results`)} ({outcome.officers.length})
          </Typography>
          <Stack component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {outcome.officers.map((officer, index) => (
              <Paper
                key={officer.id}
                component="li"
                elevation={0}
                aria-label={translate(`${T}.resultLabel`, { number: index + 1, name: fullName(officer) })}
                sx={{ p: { xs: 1, sm: 1.5 }, bgcolor: 'action.hover', borderRadius: 2 }}
              >
                <OfficerView officer={officer} screen="quickSearch" compact prefix={`${index + 1}.`} />
              </Paper>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
