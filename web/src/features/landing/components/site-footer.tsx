import { CONTACT, DISCLAIMER, LANDING_MESSAGES, PAGES } from '@briefs/shared';
import { AppLink } from '../../../components/app-link';
import { Logo } from '../../../components/logo';
import styles from './site-footer.module.css';

/** Terms, Support and Contact have no pages yet (spec §2): plain text, announced as coming soon. */
function Placeholder({ label }: { label: string }) {
  return (
    <span className={styles.placeholder}>
      {label}
      <span className="visually-hidden"> (coming soon)</span>
    </span>
  );
}

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p>Mental-performance and stress coaching for the moments that matter.</p>
          <p className={styles.small}>{DISCLAIMER.notTherapy}</p>
        </div>
        <nav aria-label="Footer" className={styles.links}>
          <ul>
            <li>
              <AppLink to={PAGES.privacy}>{LANDING_MESSAGES.footer.privacy}</AppLink>
            </li>
            <li>
              <Placeholder label={LANDING_MESSAGES.footer.terms} />
            </li>
            <li>
              <Placeholder label={LANDING_MESSAGES.footer.support} />
            </li>
            <li>
              <Placeholder label={LANDING_MESSAGES.footer.contact} />
            </li>
          </ul>
        </nav>
        <address className={styles.contact}>
          <p>
            Support: <a href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</a>
          </p>
          <p>
            Privacy: <a href={`mailto:${CONTACT.privacyEmail}`}>{CONTACT.privacyEmail}</a>
          </p>
          <p className={styles.small}>We reply within {CONTACT.supportResponse}.</p>
        </address>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} B.R.I.E.F.S. All rights reserved.</p>
    </footer>
  );
}
