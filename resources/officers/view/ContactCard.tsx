/** 'Contacto': e-mail and phones (RRHH §3.1). */
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { Link } from '@mui/material';
import type { OfficerRecord } from '../api';
import { Field, FieldGrid, ViewCard } from './ViewCard';

const F = 'app.officers.detail.fields';

export function ContactCard({ officer }: { officer: OfficerRecord }) {
  const phones = officer.phone ?? [];
  return (
    <ViewCard title="app.officers.detail.cards.contact" icon={<ContactPhoneIcon />} testId="card-contact">
      <FieldGrid columns={1}>
        <Field label={`${F}.email`}>{officer.email ? <Link href={`mailto:${officer.email}`}>{officer.email}</Link> : null}</Field>
        <Field label={`${F}.phones`}>
          {phones.length
            ? phones.map((phone, index) => (
                <span key={phone}>
                  {index > 0 && ' · '}
                  <Link href={`tel:${phone}`}>{phone}</Link>
                </span>
              ))
            : null}
        </Field>
        <Field label={`${F}.homePhone`}>{officer.homePhone ? <Link href={`tel:${officer.homePhone}`}>{officer.homePhone}</Link> : null}</Field>
      </FieldGrid>
    </ViewCard>
  );
}
