// @vitest-environment jsdom
/**
 * UNES, the evaluation board and the news manager deny a user without their module with
 * the same words as every other module: 'Acceso Denegado' and 'No tienes permisos para
 * acceder al módulo de …' (issue 28: they said 'No tiene permisos … a este módulo').
 */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DeclaredRoute } from '../../resources/engine/views/resourceViews';
import type { ResourceDeclaration } from '../../resources/engine/types';
import { evaluationsDeclaration } from '../../resources/evaluations/declaration';
import { newsDeclaration } from '../../resources/news/declaration';
import { studentsDeclaration } from '../../resources/students/declaration';
import { buildDataInit } from '../../server/catalogues';
import { i18nProvider } from '../../src/providers';
import { SessionContext, type Session } from '../../src/session/SessionContext';

const auditor: Session = {
  user: { id: 2, username: 'jperez', name: 'José Pérez', email: 'jperez@policia.gob.ve', isAdmin: false, role: { id: 2, roleName: 'Auditor', active: true, permissions: { modules: [{ id: 9, selected: true, subModules: [] }] } } },
  dataInit: buildDataInit('1') as unknown as Session['dataInit'],
};

afterEach(cleanup);

describe("the education and website modules' denial", () => {
  it.each([
    [studentsDeclaration, 'No tienes permisos para acceder al módulo de Registro de Estudiantes UNES.'],
    [evaluationsDeclaration, 'No tienes permisos para acceder al módulo de Junta de Evaluación.'],
    [newsDeclaration, 'No tienes permisos para acceder al módulo de Gestor de Noticias.'],
  ] as [ResourceDeclaration, string][])('%#: %s', (declaration, text) => {
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider}>
          <SessionContext.Provider value={auditor}>
            <DeclaredRoute declaration={declaration} />
          </SessionContext.Provider>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(screen.getByText('Acceso Denegado')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
