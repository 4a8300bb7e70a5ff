import { initialsOf } from '@briefs/shared';
import styles from './avatar.module.css';

/** A round badge with a person's initials ('U' when there are none). Decorative: the name is said nearby. */
export function Avatar({ name, size = 'md' }: { name: string | undefined; size?: 'sm' | 'md' }) {
  return (
    <span className={size === 'sm' ? `${styles.avatar} ${styles.small}` : styles.avatar} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
