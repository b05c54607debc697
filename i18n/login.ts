/**
 * The sign-in page's texts, apart from the rest of the catalogue so the light login page
 * (src/login) carries only these; the app's catalogue reads the same object (app.login).
 */
export const loginMessages = {
  title: 'Iniciar sesión',
  subtitle: 'Sistema de Administración de Personal Policial',
  username: 'Usuario',
  password: 'Contraseña',
  submit: 'Ingresar',
  welcome: 'Bienvenido al Sistema de Administración de Personal Policial, %{name}',
  failed: 'Error en el inicio de sesión',
  showPassword: 'Mostrar contraseña',
};

/** Spec 1 §8, shown on the login page after a sign-out (react-admin's ra.notification.logged_out). */
export const LOGGED_OUT_MESSAGE = 'Sesión cerrada exitosamente';
