import { LANDING_MESSAGES, PAGES } from '@briefs/shared';
import { useEffect, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { Icon } from '../../../components/icon';
import { Logo } from '../../../components/logo';
import { TopBar } from '../../../components/top-bar';
import { dashboardPathFor, type SessionSnapshot } from '../../../lib/session';
import styles from './top-nav.module.css';

interface TopNavProps {
  session: SessionSnapshot;
  onJoinWaitlist: () => void;
}

/** Sticky top bar (spec §2): section links, then Dashboard or Sign In + Join Waitlist; a menu on phones. */
export function TopNav({ session, onJoinWaitlist }: TopNavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  // A menu left open over the page is confusing after rotating to a wide screen.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 900px)');
    const onChange = () => wide.matches && setMenuOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = (
    <>
      <SectionLink id="features" label={LANDING_MESSAGES.nav.features} onFollow={close} />
      <SectionLink id="demo" label={LANDING_MESSAGES.nav.demo} onFollow={close} />
      {session.role === 'coach' ? null : (
        <SectionLink id="become-a-coach" label={LANDING_MESSAGES.nav.becomeCoach} onFollow={close} />
      )}
    </>
  );

  const actions = session.loggedIn ? (
    <AppLink to={dashboardPathFor(session.role)} className="btn btn-primary" onClick={close}>
      {LANDING_MESSAGES.nav.dashboard}
    </AppLink>
  ) : (
    <>
      <AppLink to={PAGES.login} className="btn btn-ghost" onClick={close}>
        {LANDING_MESSAGES.nav.signIn}
      </AppLink>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          close();
          onJoinWaitlist();
        }}
      >
        {LANDING_MESSAGES.joinWaitlist}
      </button>
    </>
  );

  return (
    <TopBar
      roomy
      below={
        menuOpen ? (
          <nav id="mobile-menu" className={styles.mobileNav} aria-label="Mobile">
            <div className={styles.mobileLinks}>{links}</div>
            <div className={styles.mobileActions}>{actions}</div>
          </nav>
        ) : null
      }
    >
      <Logo />
      <nav className={styles.desktopNav} aria-label="Main">
        <div className={styles.links}>{links}</div>
        <div className={styles.actions}>{actions}</div>
      </nav>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls="mobile-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <Icon name={menuOpen ? 'close' : 'menu'} />
        <span className="visually-hidden">Menu</span>
      </button>
    </TopBar>
  );
}

/** An in-page link to a landing section; following it also closes the phone menu. */
function SectionLink({ id, label, onFollow }: { id: string; label: string; onFollow: () => void }) {
  return (
    <a href={`#${id}`} onClick={onFollow}>
      {label}
    </a>
  );
}
