/**
 * Sign-in (spec 1 §2.2, §5, §8): username and password with the spec's rules, 'Ingresar'.
 * Plain React and a CSS module drawn as the app's MUI card, so the first page a user sees
 * loads neither react-admin nor MUI; the request and the rules are the authProvider's and
 * the shared schema's. `onSignedIn` opens /home: the light entry (src/main.tsx) mounts the
 * app there, inside the app it is a route change.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { sessionAuthProvider, LOGOUT_FLASH_KEY, SESSION_FLASH_KEY, WELCOME_FLASH_KEY } from '../../authProvider';
import { loginSchema } from '../../authProvider/loginSchema';
import { errorMessagesOf } from '../../dataProvider/httpClient';
import { LOGGED_OUT_MESSAGE, loginMessages as texts } from '../../i18n/login';
import { preventEnterSubmit } from '../components/preventEnterSubmit';
import { useDarkMode } from './colorScheme';
import { FilledTextField } from './FilledTextField';
import { Icon } from './icons';
import { Toast, useToast } from './Toast';
import styles from './loginPage.module.css';

interface LoginValues { username: string; password: string }

export interface LoginPageProps {
  /** A valid form is being sent: the caller may start loading /home while the server answers. */
  onSubmitStarted?: () => void;
  /** The token is stored and the welcome toast queued for /home: open it. */
  onSignedIn: () => void | Promise<void>;
}

export function LoginPage({ onSubmitStarted, onSignedIn }: LoginPageProps) {
  const dark = useDarkMode();
  const { toast, show, close } = useToast();
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, formState } = useForm<LoginValues>({ resolver: yupResolver(loginSchema), mode: 'onTouched' });

  // The message a sign-out or an expired session left for this page (spec 1 §8).
  useEffect(() => {
    const flash = sessionStorage.getItem(SESSION_FLASH_KEY);
    if (flash) {
      sessionStorage.removeItem(SESSION_FLASH_KEY);
      show(flash, 'warning');
    }
    if (sessionStorage.getItem(LOGOUT_FLASH_KEY)) {
      sessionStorage.removeItem(LOGOUT_FLASH_KEY);
      show(LOGGED_OUT_MESSAGE, 'success');
    }
  }, [show]);

  const onSubmit = async (values: LoginValues) => {
    onSubmitStarted?.();
    try {
      await sessionAuthProvider.login(values);
      const me = await sessionAuthProvider.getIdentity!();
      // The toast is shown by the /home app (another notification context): see SystemGuard.
      sessionStorage.setItem(WELCOME_FLASH_KEY, String(me.fullName ?? values.username));
    } catch (error) {
      show(errorMessagesOf(error)[0] || texts.failed, 'error');
      return;
    }
    await onSignedIn();
  };

  const submitting = formState.isSubmitting;
  return (
    <div className={`${styles.page} ${dark ? styles.dark : ''}`}>
      <main className={styles.card}>
        <div className={styles.header}>
          <div className={styles.avatar}><Icon name="police" /></div>
          <h1 className={styles.title}>{texts.title}</h1>
          <p className={styles.subtitle}>{texts.subtitle}</p>
        </div>
        <form noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit}>
          <FilledTextField label={texts.username} autoComplete="username" autoFocus type="text" {...register('username')} error={formState.errors.username?.message} />
          <FilledTextField
            label={texts.password}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            {...register('password')}
            error={formState.errors.password?.message}
            endAdornment={
              <button type="button" className={styles.iconButton} aria-label={texts.showPassword} onClick={() => setShowPassword(!showPassword)}>
                <Icon name={showPassword ? 'visibilityOff' : 'visibility'} />
              </button>
            }
          />
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting ? <><Spinner /><span className={styles.hidden}>{texts.submit}</span></> : texts.submit}
          </button>
        </form>
      </main>
      <Toast toast={toast} onClose={close} />
    </div>
  );
}

/** MUI's CircularProgress (indeterminate, 24 px, the button's colour). */
function Spinner() {
  return (
    <span className={styles.spinner} aria-hidden="true">
      <svg viewBox="22 22 44 44"><circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" /></svg>
    </span>
  );
}
