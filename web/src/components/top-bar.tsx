import type { ReactNode } from 'react';
import styles from './top-bar.module.css';

interface TopBarProps {
  /** The row: the logo, then the page's own navigation or actions. */
  children: ReactNode;
  /** Inside the header, under the row (the landing page's phone menu). */
  below?: ReactNode;
  /** More side room on wide screens (the landing page's menu bar). */
  roomy?: boolean;
}

/** The sticky, frosted bar at the top of the public pages. */
export function TopBar({ children, below, roomy = false }: TopBarProps) {
  return (
    <header className={styles.header}>
      <div className={roomy ? `${styles.bar} ${styles.roomy}` : styles.bar}>{children}</div>
      {below}
    </header>
  );
}
