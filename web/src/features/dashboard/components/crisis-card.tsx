import { type CrisisResource, type CrisisResult, DASHBOARD_MESSAGES, DISCLAIMER } from '@briefs/shared';
import { useRef } from 'react';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import styles from './crisis-card.module.css';
import { Markdown } from './markdown';

const TEXT = DASHBOARD_MESSAGES.crisis;

/** 'tel:988' → 'Call 988', 'sms:741741?body=HOME' → 'Text 741741': what the button does, in plain words. */
function actionLabel(verb: 'Call' | 'Text', href: string): string {
  const number = href.replace(/^(tel|sms):/, '').split('?')[0] ?? '';
  return `${verb} ${number}`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function ResourceActions({ resource }: { resource: CrisisResource }) {
  return (
    <li className={styles.resource}>
      <span className={styles.resourceLabel}>{resource.label}</span>
      <span className={styles.resourceActions}>
        {resource.call ? (
          <a className={styles.action} href={resource.call}>
            {actionLabel('Call', resource.call)}
          </a>
        ) : null}
        {resource.text ? (
          <a className={styles.action} href={resource.text}>
            {actionLabel('Text', resource.text)}
          </a>
        ) : null}
        {resource.url ? (
          <a className={styles.action} href={resource.url} target="_blank" rel="noreferrer">
            {`Visit ${hostOf(resource.url)}`}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </span>
    </li>
  );
}

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
  // not sit below a long text.
  const [lead = '', ...rest] = crisis.message.split('\n');
  return (
    <section className={styles.card} aria-labelledby="crisis-heading">
      <h2 id="crisis-heading" ref={heading} tabIndex={-1} className={styles.title}>
        {TEXT.title}
      </h2>
      <p className={styles.lead}>{lead}</p>
      <h3 className={styles.subtitle}>{TEXT.resourcesTitle}</h3>
      <ul className={styles.resources}>
        {crisis.resources.map((resource) => (
          <ResourceActions key={resource.id} resource={resource} />
        ))}
      </ul>
      {rest.length > 0 ? <Markdown text={rest.join('\n')} className={styles.message} /> : null}
      <p className={styles.continueText}>{TEXT.continueText}</p>
      <button type="button" className="btn btn-secondary" onClick={onContinue}>
        {TEXT.continue}
      </button>
      <p className={styles.fine}>{DISCLAIMER.notTherapy}</p>
    </section>
  );
}
