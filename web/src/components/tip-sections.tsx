import { DASHBOARD_MESSAGES } from '@briefs/shared';
import { splitCoachingTip } from '../lib/coaching-tip';
import { Markdown } from './markdown';
import styles from './tip-sections.module.css';

/** A stored tip shown in its two parts, compactly (History, Community). Rendered as text, never HTML. */
export function TipSections({ tip, headingLevel = 3 }: { tip: string; headingLevel?: 3 | 4 }) {
  const sections = splitCoachingTip(tip);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.tip}>
      <Heading className={styles.heading}>{DASHBOARD_MESSAGES.results.briefTitle}</Heading>
      <Markdown text={sections.brief} className={styles.prose} />
      {sections.fas ? (
        <>
          <Heading className={styles.heading}>{DASHBOARD_MESSAGES.results.fasTitle}</Heading>
          <Markdown text={sections.fas} className={styles.prose} />
        </>
      ) : null}
    </div>
  );
}
