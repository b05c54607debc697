/** 'Dirección': the one or two addresses of the officer (RRHH §3.2). */
import HomeIcon from '@mui/icons-material/Home';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OfficerRecord } from '../api';
import { useGeography } from '../shared/catalogs';
import { EmptyText, Field, FieldGrid, ItemTitle, ScrollList, ScrollListItem, ViewCard } from './ViewCard';

const F = 'app.officers.detail.fields';
/** Optional address parts, shown only when filled so the card stays short. */
const PARTS = ['street', 'avenue', 'sidewalk', 'sector', 'urbanity', 'building', 'flat', 'house', 'apartment', 'reference', 'addressWriter'] as const;

export function AddressCard({ officer }: { officer: OfficerRecord }) {
  const translate = useTranslate();
  const { stateName } = useGeography();
  const addresses = officer.address ?? [];
  return (
    <ViewCard title="app.officers.detail.cards.address" icon={<HomeIcon />} testId="card-address">
      {addresses.length === 0 ? (
        <EmptyText text="app.officers.detail.values.noAddress" />
      ) : (
        <ScrollList label="app.officers.detail.cards.address">
          {addresses.map((address, index) => (
            <ScrollListItem key={index}>
              {addresses.length > 1 && (
                <Box sx={{ mb: 1 }}>
                  <ItemTitle>{translate(`${F}.addressNumber`, { number: index + 1 })}</ItemTitle>
                </Box>
              )}
              <FieldGrid>
                <Field label={`${F}.addressName`} wide>{address.addressName}</Field>
                <Field label={`${F}.state`}>{stateName(address.state)}</Field>
                <Field label={`${F}.municipality`}>{address.municipality}</Field>
                <Field label={`${F}.parish`}>{address.parish}</Field>
                {PARTS.filter((part) => address[part]).map((part) => (
                  <Field key={part} label={`${F}.${part}`} wide={part === 'addressWriter' || part === 'reference'}>
                    {address[part]}
                  </Field>
                ))}
              </FieldGrid>
            </ScrollListItem>
          ))}
        </ScrollList>
      )}
    </ViewCard>
  );
}
