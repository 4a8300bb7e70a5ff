import type { ReactNode } from 'react';
import { Logo } from './logo';
import { PageWrapper } from './page-wrapper';
import styles from './placeholder-page.module.css';

interface PlaceholderPageProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** A tidy stand-in for a screen another part of the team is building, so every route works. */
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  return (
    <PageWrapper>
      <main id="main" className={styles.main}>
        <Logo />
        <div className={styles.card}>
          <h1>{title}</h1>
          <p>{description}</p>
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
      </main>
    </PageWrapper>
  );
}
