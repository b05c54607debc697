// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/providers';
import { RouteErrorPage } from '../../src/pages/RouteErrorPage';

function renderPage(error?: Error) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <RouteErrorPage error={error} />
    </AdminContext>,
  );
}

describe('RouteErrorPage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows the title, the error message and both buttons', async () => {
    renderPage(new Error('Fallo al dibujar la tabla'));
    expect(await screen.findByText('Algo no salió bien')).toBeInTheDocument();
    expect(screen.getByText('Fallo al dibujar la tabla')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir al inicio de sesión' })).toBeInTheDocument();
  });

  it('falls back to the default message', async () => {
    renderPage(new Error(''));
    expect(await screen.findByText('Ha ocurrido un error inesperado.')).toBeInTheDocument();
  });

  it('ends the session and goes to login on a 401', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    localStorage.setItem('access_token', 'abc');
    renderPage(new HttpError('No autenticado', 401));
    await screen.findByText('Algo no salió bien');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
