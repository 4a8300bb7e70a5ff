import { COACH_REGISTER_MESSAGES as M, PAGES } from '@briefs/shared';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Logo } from '../../../components/logo';
import { PageWrapper } from '../../../components/page-wrapper';
import { EmailField, TextField } from '../../../components/text-field';
import { useCoachRegisterForm } from '../hooks/use-coach-register-form';
import styles from './coach-register.module.css';

/** /coach-register (spec §2 Coach registration, §5, §8): apply with a CV; a thank-you card on success. */
export default function CoachRegisterPage() {
  const form = useCoachRegisterForm();
  const titleId = useId();
  return (
    <PageWrapper>
      <title>{`${M.title} · B.R.I.E.F.S`}</title>
      <main id="main" className={styles.main}>
        <Logo />
        {form.message ? (
          <ThankYou message={form.message} />
        ) : (
          <section className={styles.card} aria-labelledby={titleId}>
            <h1 id={titleId} className={styles.title}>
              {M.title}
            </h1>
            <p className={styles.intro}>{M.intro}</p>
            <FormError message={form.error} />
            <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby={titleId}>
              <TextField
                label={M.name}
                name="name"
                autoComplete="name"
                required
                aria-invalid={form.missing.has('name') || undefined}
                value={form.fields.name}
                onChange={form.set.name}
                disabled={form.pending}
              />
              <EmailField
                label={M.email}
                required
                aria-invalid={form.missing.has('email') || undefined}
                value={form.fields.email}
                onChange={form.set.email}
                disabled={form.pending}
              />
              <TextField
                label={M.phone}
                name="phone"
                type="tel"
                autoComplete="tel"
                value={form.fields.phone}
                onChange={form.set.phone}
                disabled={form.pending}
              />
              <TextField
                label={M.specialties}
                name="specialties"
                required
                aria-invalid={form.missing.has('specialties') || undefined}
                placeholder={M.specialtiesPlaceholder}
                value={form.fields.specialties}
                onChange={form.set.specialties}
                disabled={form.pending}
              />
              <CvInput
                file={form.fields.cv}
                onChange={form.set.cv}
                disabled={form.pending}
                missing={form.missing.has('cv')}
              />
              <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={form.pending}>
                {form.pending ? M.submitting : M.submit}
              </button>
            </form>
            <p className={styles.footer}>
              {M.haveAccount} <Link to={PAGES.login}>{M.login}</Link>
            </p>
          </section>
        )}
      </main>
    </PageWrapper>
  );
}

function CvInput({
  file,
  onChange,
  disabled,
  missing,
}: {
  file: File | null;
  onChange: (f: File | null) => void;
  disabled: boolean;
  missing: boolean;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {M.cv}
      </label>
      <input
        id={id}
        name="cv"
        type="file"
        accept="application/pdf,.pdf"
        required
        className={`form-input ${styles.file}`}
        aria-describedby={hintId}
        aria-invalid={missing || undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={hintId} className={styles.note}>
        {file ? <span className={styles.chosen}>{file.name}</span> : M.cvHint}
      </p>
    </div>
  );
}

function ThankYou({ message }: { message: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={`${styles.card} ${styles.thanks}`} aria-labelledby="coach-thanks">
      <h1 id="coach-thanks" ref={headingRef} tabIndex={-1} className={styles.title}>
        {M.thankYou}
      </h1>
      <p role="status">{message}</p>
      <Link to={PAGES.home} className="btn btn-primary btn-lg">
        {M.backHome}
      </Link>
    </section>
  );
}
