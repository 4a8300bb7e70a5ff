import { AUTH_MESSAGES, OPEN_WAITLIST_STATE, PAGES } from '@briefs/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { PageWrapper } from '../../../components/page-wrapper';
import { useSignIn } from '../hooks/use-sign-in';
import styles from './auth-form.module.css';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordField } from './password-field';

/** /login (spec §2 Login, §4, §8). */
export default function LoginPage() {
  const { signIn, error, pending } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);
  const titleId = useId();
  const emailId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The browser's own checks cover "required" and the email type (spec §5).
    if (!event.currentTarget.reportValidity()) return;
    void signIn({ email: email.trim(), password });
  }

  return (
    <PageWrapper>
      <main id="main" className={styles.main}>
        <Logo />
        <section className={styles.card} aria-labelledby={titleId}>
          <h1 id={titleId} className={styles.title}>
            {AUTH_MESSAGES.welcomeBack}
          </h1>
          <form className={styles.form} onSubmit={onSubmit}>
            <div className={styles.field}>
              <label htmlFor={emailId} className={styles.label}>
                {AUTH_MESSAGES.email}
              </label>
              <input
                id={emailId}
                className={styles.input}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                disabled={pending}
              />
            </div>
            <PasswordField
              label={AUTH_MESSAGES.password}
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              disabled={pending}
            />
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={pending}>
              {pending ? AUTH_MESSAGES.loggingIn : AUTH_MESSAGES.login}
            </button>
            <button type="button" className={styles.linkButton} onClick={() => setForgotOpen(true)}>
              {AUTH_MESSAGES.forgotLink}
            </button>
          </form>
          <p className={styles.footer}>
            {AUTH_MESSAGES.noAccount}{' '}
            <Link to={PAGES.home} state={OPEN_WAITLIST_STATE}>
              {AUTH_MESSAGES.joinWaitlist}
            </Link>
          </p>
        </section>
      </main>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </PageWrapper>
  );
}
