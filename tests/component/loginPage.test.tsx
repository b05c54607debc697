// @vitest-environment jsdom
/**
 * The light login page (src/login, issue 31): the spec's texts and rules (1 §2.2, §5), the
 * server's message or 'Error en el inicio de sesión' on failure, the flash messages a
 * sign-out or an expired session leave, and a successful sign-in that stores the token,
 * queues the welcome toast for /home and hands over — without react-admin or MUI.
 */
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_FLASH_KEY, SESSION_FLASH_KEY, WELCOME_FLASH_KEY } from '../../authProvider';
import { useDarkMode } from '../../src/login/colorScheme';
import { LoginPage } from '../../src/login/LoginPage';

const USER = { id: 1, username: 'admin', name: 'Administrador del Sistema', isAdmin: true, role: null };

type Answer = { status: number; body: unknown } | 'network down';

function answerLoginWith(answer: Answer) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit = {}) => {
    if (answer === 'network down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderLogin() {
  const onSignedIn = vi.fn();
  const onSubmitStarted = vi.fn();
  render(<LoginPage onSignedIn={onSignedIn} onSubmitStarted={onSubmitStarted} />);
  return { onSignedIn, onSubmitStarted };
}

async function fillAndSend(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText('Usuario'), username);
  if (password) await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the spec texts, focuses the username and toggles the password', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByText('Sistema de Administración de Personal Policial')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario')).toHaveFocus();
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(document.querySelector('[class*="Mui"]')).toBeNull();
  });

  it('validates with the spec messages and sends nothing while invalid', async () => {
    const fetchMock = answerLoginWith({ status: 200, body: {} });
    const { onSubmitStarted } = renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('El usuario es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Usuario')).toHaveFocus();

    await fillAndSend('ad', '12345');
    expect(await screen.findByText('El usuario debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Contraseña'));
    await userEvent.click(screen.getByLabelText('Contraseña'));
    await userEvent.paste('x'.repeat(129));
    expect(await screen.findByText('La contraseña no puede exceder 128 caracteres')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSubmitStarted).not.toHaveBeenCalled();
  });

  it('shows the server message of a refused sign-in in a toast and stays', async () => {
    answerLoginWith({ status: 401, body: { statusCode: 401, message: 'Usuario o contraseña incorrectos' } });
    const { onSignedIn, onSubmitStarted } = renderLogin();
    await fillAndSend('admin', 'incorrecta');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(onSubmitStarted).toHaveBeenCalledTimes(1);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  it('names the network failure when the server cannot be reached', async () => {
    answerLoginWith('network down');
    renderLogin();
    await fillAndSend('admin', 'secreta123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión. Revisa tu red.');
  });

  it('stores the token, queues the welcome for /home and hands over', async () => {
    const fetchMock = answerLoginWith({ status: 200, body: { statusCode: 200, data: { access_token: 'eyJ.token', expires_in: 3600, user: USER } } });
    const { onSignedIn } = renderLogin();
    await fillAndSend('admin', 'secreta123');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('access_token')).toBe('eyJ.token');
    expect(sessionStorage.getItem(WELCOME_FLASH_KEY)).toBe('Administrador del Sistema');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin', password: 'secreta123' });
  });

  it('shows the message an expired session or a sign-out left', async () => {
    sessionStorage.setItem(SESSION_FLASH_KEY, 'Sesión expirada, por favor inicia sesión nuevamente');
    renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sesión expirada, por favor inicia sesión nuevamente');
    expect(sessionStorage.getItem(SESSION_FLASH_KEY)).toBeNull();
    cleanup();

    sessionStorage.setItem(LOGOUT_FLASH_KEY, '1');
    renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sesión cerrada exitosamente');
    expect(sessionStorage.getItem(LOGOUT_FLASH_KEY)).toBeNull();
  });

  it('follows the theme saved by the app, else the system preference', () => {
    const prefersDark = (matches: boolean) => vi.stubGlobal('matchMedia', () => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    prefersDark(true);
    expect(renderHook(() => useDarkMode()).result.current).toBe(true);
    localStorage.setItem('RaStore.theme', '"light"');
    expect(renderHook(() => useDarkMode()).result.current).toBe(false);
    prefersDark(false);
    localStorage.setItem('RaStore.theme', '"dark"');
    expect(renderHook(() => useDarkMode()).result.current).toBe(true);
    localStorage.removeItem('RaStore.theme');
    expect(renderHook(() => useDarkMode()).result.current).toBe(false);
  });
});
