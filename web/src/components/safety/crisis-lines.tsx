import type { CrisisResource } from '@briefs/shared';
import styles from './crisis-lines.module.css';

/** '18002221222' → '1-800-222-1222'; short numbers (988, 911, 741741) stay as they are. */
function displayNumber(number: string): string {
  const m = /^1(\d{3})(\d{3})(\d{4})$/.exec(number);
  return m ? `1-${m[1]}-${m[2]}-${m[3]}` : number;
}

/** 'tel:988' → 'Call 988', 'sms:741741?body=HOME' → 'Text 741741': what the button does, in plain words. */
function actionLabel(verb: 'Call' | 'Text', href: string): string {
  const number = href.replace(/^(tel|sms):/, '').split('?')[0] ?? '';
  return `${verb} ${displayNumber(number)}`;
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

/** The crisis lines as one-tap actions (call, text, visit), the situation's own lines first. */
export function CrisisLines({ resources }: { resources: readonly CrisisResource[] }) {
  return (
    <ul className={styles.resources}>
      {resources.map((resource) => (
        <ResourceActions key={resource.id} resource={resource} />
      ))}
    </ul>
  );
}
