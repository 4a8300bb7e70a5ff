import { AUTH_MESSAGES, PAGES } from '@briefs/shared';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Logo } from '../../../components/logo';
import { PageWrapper } from '../../../components/page-wrapper';
import { EmailField, TextField } from '../../../components/text-field';
import { errorText } from '../../../lib/error-text';
import { useAdminLoginMutation } from '../api/admin-login';
import styles from './admin-login.module.css';

/** /admin-login (spec §2, §4, §5, §8). An admin already signed in is sent on by the router. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const mutation = useAdminLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setError(null);
    mutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => navigate(PAGES.admin, { replace: true }),
        onError: (cause) => setError(errorText(cause, AUTH_MESSAGES.loginFailed)),
      },
    );
  }

  return (
    <PageWrapper>
      <title>{`${AUTH_MESSAGES.adminLoginTitle} · B.R.I.E.F.S`}</title>
      <main id="main" className={styles.main}>
        <Logo />
        <section className={styles.card} aria-labelledby={titleId}>
          <h1 id={titleId} className={styles.title}>
            {AUTH_MESSAGES.adminLoginTitle}
          </h1>
          <form className={styles.form} onSubmit={onSubmit}>
            <EmailField
              label={AUTH_MESSAGES.email}
              autoComplete="username"
              required
              value={email}
              onChange={setEmail}
              disabled={mutation.isPending}
            />
            <TextField
              label={AUTH_MESSAGES.password}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
              disabled={mutation.isPending}
            />
            <FormError message={error} />
            <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={mutation.isPending}>
              {mutation.isPending ? AUTH_MESSAGES.loggingIn : AUTH_MESSAGES.login}
            </button>
          </form>
        </section>
      </main>
    </PageWrapper>
  );
}
