// @vitest-environment jsdom
/**
 * Dashboard figures are written the Spanish way whatever the browser's language: thousands
 * grouped with a point from four digits ('1.250', which es-ES toLocaleString leaves as
 * '1250') and a decimal comma ('82,9'), through the one formatter (resources/engine/numbers.ts).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { StatCards } from '../../src/pages/dashboards/shared/DashboardParts';
import { i18nProvider } from '../../src/providers';

afterEach(cleanup);

describe('dashboard figures', () => {
  it("shows 1250 as '1.250' and 82.9 as '82,9 %'", () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <StatCards items={[{ label: 'Total', value: 1250 }, { label: 'Operatividad', value: 82.9, suffix: ' %' }]} />
      </AdminContext>,
    );
    expect(screen.getByText('1.250')).toBeInTheDocument();
    expect(screen.getByText('82,9 %')).toBeInTheDocument();
  });
});
