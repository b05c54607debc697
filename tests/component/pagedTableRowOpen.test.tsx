// @vitest-environment jsdom
/**
 * PagedTable opens a record from its row (issue 20): a click on the row, Enter or Space on
 * the focused row, and on a phone a tap on the card; not a click on the row's own button
 * or switch, nor a key pressed on them. Without `onRowClick` the row takes no focus.
 */
import { Button, Switch } from '@mui/material';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedTable, type PagedColumn, type PagedList } from '../../src/components/list';
import { i18nProvider } from '../../src/providers';

interface Station { id: number; name: string; active: boolean }

const rows: Station[] = [
  { id: 1, name: 'Estación Catia', active: true },
  { id: 2, name: 'Estación Guarenas', active: false },
];

const list: PagedList<Station> = {
  resource: 'stations', rows, total: 2, isPending: false, isFetching: false, error: null, page: 1, perPage: 10, filters: {},
  setPage: () => undefined, setPerPage: () => undefined, setSearch: () => undefined, setFilters: () => undefined, refetch: () => undefined,
};

const columns: PagedColumn<Station>[] = [
  { id: 'name', label: 'resources.stations.fields.name', render: (s) => s.name },
  { id: 'active', label: 'resources.stations.fields.status', render: (s) => <Switch checked={s.active} slotProps={{ input: { 'aria-label': `Activa ${s.name}` } }} /> },
];

/** MUI's useMediaQuery asks matchMedia: `phone` makes every query (down('sm')) match. */
function setPhone(phone: boolean) {
  window.matchMedia = (query: string) => ({
    matches: phone, media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  });
}

function renderTable(onRowClick?: (row: Station) => void) {
  const onButton = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <PagedTable list={list} columns={columns} label="app.gunpark.stations.table" onRowClick={onRowClick} rowActions={(s) => <Button onClick={() => onButton(s.id)}>{`Armas de ${s.name}`}</Button>} />
    </AdminContext>,
  );
  return { onButton, events: userEvent.setup() };
}

afterEach(() => {
  cleanup();
});

describe('PagedTable row opening', () => {
  it('opens the row on a click anywhere but its own controls', async () => {
    setPhone(false);
    const open = vi.fn();
    const { onButton, events } = renderTable(open);
    const row = await screen.findByRole('row', { name: /Guarenas/ });
    await events.click(within(row).getByText('Estación Guarenas'));
    expect(open).toHaveBeenCalledWith(rows[1]);

    open.mockClear();
    await events.click(within(row).getByRole('button', { name: 'Armas de Estación Guarenas' }));
    await events.click(within(row).getByRole('switch', { name: 'Activa Estación Guarenas' }));
    expect(onButton).toHaveBeenCalledWith(2);
    expect(open).not.toHaveBeenCalled();
  });

  it('the row is a tab stop that opens with Enter or Space; keys on its button are the button\'s', async () => {
    setPhone(false);
    const open = vi.fn();
    const { events } = renderTable(open);
    const row = await screen.findByRole('row', { name: /Catia/ });
    expect(row.getAttribute('tabindex')).toBe('0');
    row.focus();
    await events.keyboard('{Enter}');
    await events.keyboard(' ');
    await events.keyboard('a');
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith(rows[0]);

    open.mockClear();
    fireEvent.keyDown(within(row).getByRole('button', { name: 'Armas de Estación Catia' }), { key: 'Enter' });
    expect(open).not.toHaveBeenCalled();
  });

  it('without onRowClick the row takes no focus and opens nothing', async () => {
    setPhone(false);
    renderTable();
    const row = await screen.findByRole('row', { name: /Catia/ });
    expect(row.getAttribute('tabindex')).toBeNull();
  });

  it('on a phone a tap on the card opens it, a tap on its button does not', async () => {
    setPhone(true);
    const open = vi.fn();
    const { onButton, events } = renderTable(open);
    expect(screen.queryByRole('table')).toBeNull();
    await events.click(await screen.findByText('Estación Catia'));
    expect(open).toHaveBeenCalledWith(rows[0]);

    open.mockClear();
    await events.click(screen.getByRole('button', { name: 'Armas de Estación Guarenas' }));
    expect(onButton).toHaveBeenCalledWith(2);
    expect(open).not.toHaveBeenCalled();
  });
});
