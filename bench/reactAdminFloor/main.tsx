/**
 * The bare react-admin floor of bench/firstLoad.ts: the smallest app on the same stack
 * (react-admin 5 on MUI, a Spanish polyglot catalogue, one resource with a list, a form
 * and a detail) with nothing of ours. Its first-load JS is what any react-admin app pays.
 */
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, Edit, List, Resource, Show, SimpleForm, SimpleShowLayout, TextField, TextInput, type DataProvider, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';

const rows = [{ id: 1, name: 'Estación Central' }];
const dataProvider = {
  getList: async () => ({ data: rows, total: rows.length }),
  getOne: async () => ({ data: rows[0] }),
  getMany: async () => ({ data: rows }),
  getManyReference: async () => ({ data: rows, total: rows.length }),
  create: async (_resource: string, params: { data: object }) => ({ data: { id: 2, ...params.data } }),
  update: async (_resource: string, params: { data: object }) => ({ data: { id: 1, ...params.data } }),
  updateMany: async () => ({ data: [1] }),
  delete: async () => ({ data: rows[0] }),
  deleteMany: async () => ({ data: [1] }),
} as unknown as DataProvider;
const i18nProvider = polyglotI18nProvider(() => ({ ra: { action: { save: 'Guardar' } } }) as unknown as TranslationMessages, 'es', { allowMissing: true });

const StationList = () => <List><Datagrid><TextField source="name" /></Datagrid></List>;
const StationEdit = () => <Edit><SimpleForm><TextInput source="name" /></SimpleForm></Edit>;
const StationShow = () => <Show><SimpleShowLayout><TextField source="name" /></SimpleShowLayout></Show>;

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} i18nProvider={i18nProvider}>
    <Resource name="stations" list={StationList} edit={StationEdit} show={StationShow} />
  </Admin>,
);
