/**
 * What a /home address shows from the first script on, while the app's files are still on
 * their way (on a slow link, seconds): the guard's 'Verificando sesión...' screen, drawn by
 * the light entry (plain React and CSS, src/main.tsx) in the theme the app will use. The app
 * replaces it when it mounts.
 */
import { guardMessages } from '../../i18n/guard';
import { useDarkMode } from '../login/colorScheme';
import styles from './bootScreen.module.css';

export function BootScreen() {
  const dark = useDarkMode();
  return (
    <div className={dark ? `${styles.screen} ${styles.dark}` : styles.screen}>
      <div className={styles.card} role="status">
        <span className={styles.spinner} aria-label="Cargando" role="progressbar" />
        <p className={styles.text}>{guardMessages.checkingSession}</p>
      </div>
    </div>
  );
}
