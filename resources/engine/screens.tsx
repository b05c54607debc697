/**
 * Generated react-admin screens of a declared resource: List (search, paged 5/10/15/20,
 * declared columns), Create and Edit (one set of inputs, the declaration's yup schema as
 * resolver: the server's rules and messages) and Show. A resource replaces any of them
 * with its own view where the spec asks for a custom screen.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import type { ReactElement } from 'react';
import {
  AutocompleteInput, BooleanField, BooleanInput, Create, Datagrid, DateField, DateInput, Edit, FunctionField, List,
  NumberField, NumberInput, Pagination, PasswordInput, ReferenceInput, SearchInput, SelectInput, Show,
  SaveButton, SimpleForm, SimpleShowLayout, TextField, TextInput, Toolbar, type RaRecord,
} from 'react-admin';
import { labelOf } from '../../server/catalogues/labelOf';
import { preventEnterSubmit } from '../../src/components/preventEnterSubmit';
import { useSession, type CatalogItem } from '../../src/session/SessionContext';
import { catalogAt } from './catalogPath';
import { resolveValue, type FieldDeclaration, type ResourceDeclaration } from './types';
import { buildValidationSchema, type ValidationMode } from './validation';

/** A catalogue of data-init by its dotted path, e.g. 'configuration.typeUser'. */
function useCatalog(path: string | undefined): CatalogItem[] {
  const { dataInit } = useSession();
  return catalogAt(dataInit, path) as CatalogItem[];
}

function CatalogField({ source, field }: { source: string; field: FieldDeclaration; label?: string }) {
  const items = useCatalog(field.catalog);
  return <FunctionField source={source} render={(record: RaRecord) => labelOf(items, record[source] as number)} />;
}

function fieldFor(name: string, field: FieldDeclaration): ReactElement | null {
  const common = { key: name, source: name, label: field.label };
  switch (field.type) {
    case 'boolean':
      return <BooleanField {...common} />;
    case 'integer':
      return <NumberField {...common} />;
    case 'date':
      return <DateField {...common} locales="es-ES" />;
    case 'catalog':
      return <CatalogField {...common} field={field} />;
    case 'reference':
      return field.reference ? <TextField {...common} source={`${field.reference.embedAs}.${field.reference.display}`} /> : null;
    case 'password':
    case 'json':
      return null;
    default:
      return <TextField {...common} />;
  }
}

function CatalogInput({ source, field }: { source: string; field: FieldDeclaration }) {
  const items = useCatalog(field.catalog);
  return <SelectInput source={source} label={field.label} choices={items.map((i) => ({ id: i.key, name: i.value }))} />;
}

function inputFor(name: string, field: FieldDeclaration, mode: ValidationMode): ReactElement | null {
  if (field.readOnly) return null;
  const common = { key: name, source: name, label: field.label, defaultValue: mode === 'create' && field.default !== undefined && field.default !== null ? resolveValue(field.default) : undefined };
  switch (field.type) {
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'integer':
      return <NumberInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'password':
      return <PasswordInput {...common} />;
    case 'catalog':
      return <CatalogInput key={name} source={name} field={field} />;
    case 'reference':
      return field.reference ? (
        <ReferenceInput key={name} source={name} reference={field.reference.resource}>
          <AutocompleteInput label={field.label} optionText={field.reference.display} />
        </ReferenceInput>
      ) : null;
    case 'json':
      return null;
    default:
      return <TextInput {...common} />;
  }
}

export function DeclaredForm({ declaration, mode }: { declaration: ResourceDeclaration; mode: ValidationMode }) {
  return (
    <SimpleForm
      resolver={yupResolver(buildValidationSchema(declaration, mode))}
      onKeyDown={preventEnterSubmit}
      // Saving an untouched form shows every required-field message instead of doing nothing.
      toolbar={<Toolbar><SaveButton alwaysEnable /></Toolbar>}
    >
      {Object.entries(declaration.fields).map(([name, field]) => inputFor(name, field, mode))}
    </SimpleForm>
  );
}

export function resourceScreens(declaration: ResourceDeclaration) {
  const columns = declaration.listFields.map((name) => fieldFor(name, declaration.fields[name]));
  const filters = [<SearchInput key="q" source="q" alwaysOn />];
  const DeclaredList = () => (
    <List filters={filters} perPage={10} pagination={<Pagination rowsPerPageOptions={[5, 10, 15, 20]} />} sort={declaration.defaultSort}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>{columns}</Datagrid>
    </List>
  );
  const DeclaredCreate = () => (
    <Create redirect="list">
      <DeclaredForm declaration={declaration} mode="create" />
    </Create>
  );
  const DeclaredEdit = () => (
    <Edit mutationMode="pessimistic">
      <DeclaredForm declaration={declaration} mode="update" />
    </Edit>
  );
  const DeclaredShow = () => (
    <Show>
      <SimpleShowLayout>{Object.entries(declaration.fields).map(([name, field]) => fieldFor(name, field))}</SimpleShowLayout>
    </Show>
  );
  return { list: DeclaredList, create: DeclaredCreate, edit: DeclaredEdit, show: DeclaredShow };
}
