/** The Create and Edit pages of a `views: 'pages'` resource (loaded on demand by resourceViews). */
import { Box, LinearProgress } from '@mui/material';
import { useGetOne, useRedirect, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DeclaredFormPanel } from '../DeclaredFormDialog';
import type { ResourceDeclaration } from '../types';
import { formFields } from './DeclaredList';

/** The Create and Edit pages of a `views: 'pages'` resource: the same form as the dialogs, on the page. */
export function DeclaredPageForm({ declaration, record }: { declaration: ResourceDeclaration; record?: RaRecord }) {
  const redirect = useRedirect();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <DeclaredFormPanel
        declaration={declaration}
        record={record}
        titles={{ create: 'app.engine.create', edit: 'app.engine.edit' }}
        titleOptions={{ name: declaration.label.one }}
        messages={{ created: `resources.${declaration.name}.messages.created`, updated: `resources.${declaration.name}.messages.updated` }}
        sections={[{ fields: formFields(declaration) }]}
        onSaved={() => redirect('list', declaration.name)}
      />
    </Box>
  );
}

export function DeclaredEditPage({ declaration }: { declaration: ResourceDeclaration }) {
  const { id } = useParams();
  const { data, isPending } = useGetOne(declaration.name, { id: id ?? '' }, { enabled: Boolean(id) });
  if (isPending) return <LinearProgress />;
  return data ? <DeclaredPageForm declaration={declaration} record={data} /> : null;
}

