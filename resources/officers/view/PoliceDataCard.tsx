/** 'Datos Policiales' (RRHH §2.1 police tab, §3.1): shown only for typeRegister 1. */
import LocalPoliceIcon from '@mui/icons-material/LocalPolice';
import { labelOf } from '../../../server/catalogues/labelOf';
import type { OfficerRecord } from '../api';
import { useCatalog, type CatalogItem } from '../shared/catalogs';
import { formatDate } from '../shared/format';
import { Field, FieldGrid, ViewCard } from './ViewCard';
import { useViewFormat } from './useViewFormat';

const F = 'app.officers.detail.fields';

type ServiceItem = CatalogItem & { subServices?: CatalogItem[] };

export function PoliceDataCard({ officer }: { officer: OfficerRecord }) {
  const format = useViewFormat();
  const services = useCatalog('services') as ServiceItem[];
  const subServices = services.find((s) => Number(s.key) === officer.service)?.subServices;
  return (
    <ViewCard title="app.officers.detail.cards.police" icon={<LocalPoliceIcon />} testId="card-police">
      <FieldGrid columns={3}>
        <Field label={`${F}.range`}>{format.label('range', officer.range)}</Field>
        <Field label={`${F}.uniqueCredential`}>{officer.uniqueCredential}</Field>
        <Field label={`${F}.orderMerit`}>{officer.orderMerit}</Field>
        <Field label={`${F}.originInstitution`}>{officer.originInstitution}</Field>
        <Field label={`${F}.dependenceWork`}>{officer.dependenceWork}</Field>
        <Field label={`${F}.position`}>{format.label('position', officer.position)}</Field>
        <Field label={`${F}.yearOfPolice`}>{format.years(officer.yearOfPolice)}</Field>
        <Field label={`${F}.dateOfLastPromotion`}>{formatDate(officer.dateOfLastPromotion)}</Field>
        <Field label={`${F}.promotion`}>{formatDate(officer.promotion)}</Field>
        <Field label={`${F}.typeService`}>{format.label('typeServices', officer.typeService)}</Field>
        <Field label={`${F}.service`}>{format.label('services', officer.service)}</Field>
        <Field label={`${F}.subService`}>{labelOf(subServices, officer.subService)}</Field>
        <Field label={`${F}.division`}>{officer.division}</Field>
        <Field label={`${F}.coordination`}>{officer.coordination}</Field>
        <Field label={`${F}.station`}>{officer.station}</Field>
        <Field label={`${F}.isComissionService`}>{format.yesNo(officer.isComissionService)}</Field>
      </FieldGrid>
    </ViewCard>
  );
}
