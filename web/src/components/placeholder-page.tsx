import type { ReactNode } from 'react';
import { Logo } from './logo';
import { PageWrapper } from './page-wrapper';
import styles from './placeholder-page.module.css';

interface PlaceholderPageProps {
  title: string;
  description: string;
  children?: ReactNode;
  /** A signed-in page's header bar: it stands above the card instead of the logo, and the card ends at its text. */
  header?: ReactNode;
  /** Inside a layout that already provides the page wrapper and header (the signed-in screens). */
  insideShell?: boolean;
}

/** A tidy stand-in for a screen another part of the team is building, so every route works. */
export function PlaceholderPage({ title, description, children, header, insideShell = false }: PlaceholderPageProps) {
  const signedIn = Boolean(header) || insideShell;
  const main = (
    <main id="main" className={styles.main}>
      {signedIn ? null : <Logo />}
      <div className={signedIn ? `${styles.card} ${styles.signedIn}` : styles.card}>
        <h1>{title}</h1>
        <p>{description}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </main>
  );
  if (insideShell) return main;
  return (
    <PageWrapper>
      {header}
      {main}
    </PageWrapper>
  );
}
