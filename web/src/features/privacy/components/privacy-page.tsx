import { PAGES, PRIVACY_MESSAGES } from '@briefs/shared';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { Logo } from '../../../components/logo';
import { PageWrapper } from '../../../components/page-wrapper';
import { TopBar } from '../../../components/top-bar';
import { PRIVACY_SECTIONS } from '../content/privacy-sections';
import styles from './privacy-page.module.css';

/** /privacy (spec §2): title, last updated, Back, side table of contents, 11 sections, Back to Top. */
export default function PrivacyPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // History back; someone who opened the policy directly (no history in this app) goes home instead.
  const goBack = () => (location.key === 'default' ? navigate(PAGES.home) : navigate(-1));

  const backToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    titleRef.current?.focus({ preventScroll: true });
  };

  return (
    <PageWrapper>
      <title>{`${PRIVACY_MESSAGES.title} · B.R.I.E.F.S`}</title>
      <TopBar>
        <Logo />
        <button type="button" className="btn btn-secondary" onClick={goBack}>
          <Icon name="arrowLeft" size={18} />
          {PRIVACY_MESSAGES.back}
        </button>
      </TopBar>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label="Table of contents">
          <p className={styles.tocTitle}>On this page</p>
          <ol>
            {PRIVACY_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <main id="main" className={styles.main}>
          <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
            {PRIVACY_MESSAGES.title}
          </h1>
          <p className={styles.updated}>{PRIVACY_MESSAGES.lastUpdated}</p>
          {PRIVACY_SECTIONS.map((section, index) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-h`}>
              <h2 id={`${section.id}-h`}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
          <div className={styles.bottom}>
            <button type="button" className="btn btn-primary" onClick={backToTop}>
              <Icon name="arrowUp" size={18} />
              {PRIVACY_MESSAGES.backToTop}
            </button>
          </div>
        </main>
      </div>
    </PageWrapper>
  );
}
