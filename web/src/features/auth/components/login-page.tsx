import { AUTH_MESSAGES, OPEN_WAITLIST_HASH, OPEN_WAITLIST_STATE, PAGES, SESSION_MESSAGES } from '@briefs/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Logo } from '../../../components/logo';
import { PageWrapper } from '../../../components/page-wrapper';
import { PasswordInput } from '../../../components/password-input';
import { EmailField } from '../../../components/text-field';
import { useKeepTypedBeforeHydration } from '../../../lib/hydration';
import { useSignIn } from '../hooks/use-sign-in';
import styles from './auth-form.module.css';
import { ForgotPasswordDialog } from './forgot-password-dialog';

/** /login (spec §2 Login, §4, §8). */
export default function LoginPage() {
  const { signIn, error, pending } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The page is pre-rendered: a quick visitor types before React has taken the form over.
  useKeepTypedBeforeHydration(formRef, { email: setEmail, password: setPassword });
  const sessionEnded = (useLocation().state as { sessionExpired?: boolean } | null)?.sessionExpired === true;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The browser's own checks cover "required" and the email type (spec §5).
    if (!event.currentTarget.reportValidity()) return;
    // What is in the fields, not the state: a press made before hydration is replayed in the same
    // commit that adopts the typed values, before the state has them.
    const fields = new FormData(event.currentTarget);
    void signIn({
      email: String(fields.get('email') ?? email).trim(),
      password: String(fields.get('password') ?? password),
    });
  }

  return (
    <PageWrapper>
      <title>{`${AUTH_MESSAGES.login} · B.R.I.E.F.S`}</title>
      <main id="main" className={styles.main}>
        <Logo />
        <section className={styles.card} aria-labelledby={titleId}>
          <h1 id={titleId} className={styles.title}>
            {AUTH_MESSAGES.welcomeBack}
          </h1>
          {sessionEnded ? (
            <p className={styles.notice} role="status">
              {SESSION_MESSAGES.expired}
            </p>
          ) : null}
          {/* post: should the browser ever send the form itself, the password stays out of the URL. */}
          <form ref={formRef} className={styles.form} method="post" onSubmit={onSubmit}>
            <EmailField label={AUTH_MESSAGES.email} required value={email} onChange={setEmail} disabled={pending} />
            <PasswordInput
              label={AUTH_MESSAGES.password}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
              disabled={pending}
              toggleLabel={AUTH_MESSAGES.showPassword}
            />
            <FormError message={error} />
            <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={pending}>
              {pending ? AUTH_MESSAGES.loggingIn : AUTH_MESSAGES.login}
            </button>
            <button type="button" className={styles.linkButton} onClick={() => setForgotOpen(true)}>
              {AUTH_MESSAGES.forgotLink}
            </button>
          </form>
          <p className={styles.footer}>
            {AUTH_MESSAGES.noAccount}{' '}
            <Link to={`${PAGES.home}${OPEN_WAITLIST_HASH}`} state={OPEN_WAITLIST_STATE}>
              {AUTH_MESSAGES.joinWaitlist}
            </Link>
          </p>
        </section>
      </main>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </PageWrapper>
  );
}
