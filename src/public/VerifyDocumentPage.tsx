/**
 * The public verification page of an issued document, `/verify/{code}` (RRHH §7.4): the
 * name, cédula, kind and issue date the server stored for a genuine code, or 'Documento no
 * válido' for anything else, never saying which.
 */
import { formatDate, formatIdentification } from '../../resources/officers/shared/format';
import { verifyDocumentPath, type VerifiedDocument } from '../../resources/officers/pdf/verificationPaths';
import { INSTITUTION } from '../pdf/institution';
import { verifyTexts as T } from './texts';
import { usePublicAnswer } from './usePublicAnswer';
import styles from './public.module.css';

/** Drawn here (not an icon library): a shield, a tick and a cross. */
const Shield = () => <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5z" /></svg>;
const Tick = () => <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="10" fill="currentColor" /><path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" /></svg>;
const Cross = () => <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="10" fill="currentColor" /><path d="m8 8 8 8m0-8-8 8" fill="none" stroke="#fff" strokeWidth="2.2" /></svg>;

export function VerifyDocumentPage({ code }: { code: string }) {
  const answer = usePublicAnswer<VerifiedDocument>(`/api/${verifyDocumentPath(code)}`);
  let body;
  if (answer.state === 'loading') {
    body = <div className={styles.checking}><span className={styles.spinner} aria-hidden="true" /><span role="status">{T.checking}</span></div>;
  } else if (answer.state === 'found') {
    const doc = answer.data;
    body = (
      <>
        <h2 className={`${styles.verdict} ${styles.valid}`}><Tick />{T.valid}</h2>
        <p className={styles.explanation}>{T.validText}</p>
        <dl className={styles.fields}>
          <dt>{T.name}</dt><dd>{doc.name}</dd>
          <dt>{T.identification}</dt><dd>{formatIdentification(doc.identification)}</dd>
          <dt>{T.documentType}</dt><dd>{doc.documentType}</dd>
          <dt>{T.issuedAt}</dt><dd>{formatDate(doc.issuedAt, 'dd/MM/yyyy HH:mm')}</dd>
        </dl>
      </>
    );
  } else if (answer.state === 'missing') {
    body = (
      <>
        <h2 className={`${styles.verdict} ${styles.invalid}`}><Cross />{T.invalid}</h2>
        <p className={styles.explanation}>{T.invalidText}</p>
      </>
    );
  } else {
    body = <p className={styles.error} role="alert">{T.failed}<button type="button" className={styles.retry} onClick={answer.retry}>{T.retry}</button></p>;
  }
  return (
    <main className={styles.verifyPage}>
      <div className={styles.narrowCard}>
        <div className={styles.center}>
          <div className={styles.badge}><Shield /></div>
          <p className={styles.overline}>{INSTITUTION.country}</p>
          <p className={styles.institution}>{INSTITUTION.name}</p>
          <h1 className={styles.subtitle}>{T.title}</h1>
        </div>
        {body}
      </div>
    </main>
  );
}
