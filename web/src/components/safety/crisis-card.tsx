import { CRISIS_LINE_BULLET, CRISIS_TITLES, type CrisisResult, DASHBOARD_MESSAGES, DISCLAIMER } from '@briefs/shared';
import { useRef } from 'react';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { Markdown } from '../markdown';
import styles from './crisis-card.module.css';
import { CrisisLines } from './crisis-lines';

const TEXT = DASHBOARD_MESSAGES.crisis;

interface CrisisCardProps {
  crisis: CrisisResult['crisis'];
  onContinue: () => void;
}

/**
 * The crisis answer (DESIGN §5): shown instead of coaching, warmly, with one-tap lines to real
 * people, and a way to keep using B.R.I.E.F.S. No coaching format and nothing alarming.
 */
export function CrisisCard({ crisis, onContinue }: CrisisCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading, true);
  // The opening words first, then the one-tap lines, then the rest: on a phone the buttons must
  // not sit below a long text. The message's bulleted lines are the same helplines in plain text
  // (for answers read without buttons); beside the buttons they would only say it all twice.
  const [lead = '', ...afterLead] = crisis.message.split('\n');
  const rest =
    crisis.resources.length > 0 ? afterLead.filter((line) => !line.startsWith(CRISIS_LINE_BULLET)) : afterLead;
  return (
    <section data-safety-screen="" className={styles.card} aria-labelledby="crisis-heading">
      <h2 id="crisis-heading" ref={heading} tabIndex={-1} className={styles.title}>
        {CRISIS_TITLES[crisis.category] ?? TEXT.title}
      </h2>
      <p className={styles.lead}>{lead}</p>
      <h3 className={styles.subtitle}>{TEXT.resourcesTitle}</h3>
      <CrisisLines resources={crisis.resources} />
      {rest.length > 0 ? <Markdown text={rest.join('\n')} className={styles.message} /> : null}
      <p className={styles.continueText}>{TEXT.continueText}</p>
      <button type="button" className="btn btn-secondary" onClick={onContinue}>
        {TEXT.continue}
      </button>
      <p className={styles.fine}>{DISCLAIMER.notTherapy}</p>
    </section>
  );
}
