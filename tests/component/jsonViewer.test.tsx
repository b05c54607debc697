// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/providers';
import { JsonViewer } from '../../src/components/JsonViewer';

function renderWithI18n(ui: ReactNode) {
  return render(<AdminContext i18nProvider={i18nProvider}>{ui}</AdminContext>);
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

afterEach(cleanup);

describe('JsonViewer', () => {
  it('renders objects as key/value tables and primitives distinctly', () => {
    const { container } = renderWithI18n(<JsonViewer value={{ name: 'Ana', age: 30, admin: true, boss: null, tags: ['a'] }} />);
    expect(screen.getByText('name')).toBeInTheDocument();
    expect(screen.getByText('"Ana"')).toHaveAttribute('data-json-type', 'string');
    expect(screen.getByText('30')).toHaveAttribute('data-json-type', 'number');
    expect(screen.getByText('true')).toHaveAttribute('data-json-type', 'boolean');
    expect(screen.getByText('null')).toHaveAttribute('data-json-type', 'null');
    // The array is an indexed, nested table.
    expect(screen.getByText('[0]')).toBeInTheDocument();
    expect(container.querySelectorAll('table[data-json-type="array"]')).toHaveLength(1);
  });

  it('renders a primitive root and empty containers', () => {
    renderWithI18n(
      <>
        <JsonViewer value="texto" />
        <JsonViewer value={{}} />
        <JsonViewer value={[]} />
      </>,
    );
    expect(screen.getByText('"texto"')).toBeInTheDocument();
    expect(screen.getByText('{} (objeto vacío)')).toBeInTheDocument();
    expect(screen.getByText('[] (lista vacía)')).toBeInTheDocument();
  });

  it('shows 5 array items by default and expands the rest with "Mostrar N más"', async () => {
    renderWithI18n(<JsonViewer value={range(12).map((i) => `item-${i}`)} />);
    expect(screen.getByText('"item-4"')).toBeInTheDocument();
    expect(screen.queryByText('"item-5"')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar 7 más' }));
    expect(screen.getByText('"item-11"')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar menos' }));
    expect(screen.queryByText('"item-5"')).not.toBeInTheDocument();
  });

  it('shows 8 object keys by default', async () => {
    const value = Object.fromEntries(range(10).map((i) => [`key${i}`, i]));
    renderWithI18n(<JsonViewer value={value} />);
    expect(screen.getByText('key7')).toBeInTheDocument();
    expect(screen.queryByText('key8')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar 2 más' }));
    expect(screen.getByText('key9')).toBeInTheDocument();
  });

  it('collapses containers beyond depth 3 behind "Ver más"', async () => {
    const value = { l1: { l2: { l3: { deep: 'secreto', other: 1 } } } };
    renderWithI18n(<JsonViewer value={value} />);
    expect(screen.getByText('l3')).toBeInTheDocument();
    expect(screen.queryByText('deep')).not.toBeInTheDocument();
    expect(screen.getByText('Objeto con 2 claves')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(screen.getByText('deep')).toBeInTheDocument();
    expect(screen.getByText('"secreto"')).toBeInTheDocument();
  });

  it('honours custom limits', async () => {
    const value = { list: [1, 2, 3], nested: { a: { b: 1 } }, x: 1, y: 2 };
    renderWithI18n(<JsonViewer value={value} maxDepth={1} maxArrayItems={2} maxObjectKeys={3} />);
    // maxObjectKeys=3: 'y' is hidden.
    expect(screen.queryByText('y')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar 1 más' })).toBeInTheDocument();
    // maxDepth=1: children of the root are collapsed summaries.
    expect(screen.getByText('Lista con 3 elementos')).toBeInTheDocument();
    expect(screen.getByText('Objeto con 1 clave')).toBeInTheDocument();
    const listRow = screen.getByText('list').closest('tr');
    expect(listRow).not.toBeNull();
    await userEvent.click(within(listRow as HTMLElement).getByRole('button', { name: 'Ver más' }));
    // Opened, the list respects maxArrayItems=2.
    expect(within(listRow as HTMLElement).getByText('[1]')).toBeInTheDocument();
    expect(within(listRow as HTMLElement).queryByText('[2]')).not.toBeInTheDocument();
    expect(within(listRow as HTMLElement).getByRole('button', { name: 'Mostrar 1 más' })).toBeInTheDocument();
  });
});
