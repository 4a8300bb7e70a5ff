import type { ReactNode } from 'react';
import styles from './page-wrapper.module.css';

/** The wrapper every page sits in (spec §2). */
export function PageWrapper({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
