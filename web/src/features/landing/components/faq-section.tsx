import { LANDING_MESSAGES, LIMITS } from '@briefs/shared';
import { useState } from 'react';
import { Icon } from '../../../components/icon';
import { FAQ } from '../content/faq';
import styles from './faq-section.module.css';
import section from './section.module.css';

/** FAQ accordion (spec §2): 5 of 10 shown, one answer open at a time, the first open initially. */
export function FaqSection() {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const [showAll, setShowAll] = useState(false);
  const visible = showAll ? FAQ : FAQ.slice(0, LIMITS.faqInitiallyVisible);

  return (
    <section id="faq" className={section.section} aria-labelledby="faq-title">
      <div className={`${section.inner} ${styles.inner}`}>
        <header className={section.header}>
          <span className={section.eyebrow}>FAQ</span>
          <h2 id="faq-title" className={section.title}>
            Questions, answered
          </h2>
        </header>
        <ul id="faq-list" className={styles.list}>
          {visible.map((entry, index) => {
            const open = openIndex === index;
            return (
              <li key={entry.question} className={`${styles.item} ${open ? styles.itemOpen : ''}`}>
                <h3 className={styles.question}>
                  <button
                    type="button"
                    id={`faq-q-${index}`}
                    aria-expanded={open}
                    aria-controls={`faq-a-${index}`}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    <span className={styles.icon}>
                      <Icon name={entry.icon} size={20} />
                    </span>
                    <span className={styles.questionText}>{entry.question}</span>
                    <Icon name="chevronDown" size={20} className={styles.chevron} />
                  </button>
                </h3>
                <div id={`faq-a-${index}`} className={`${styles.panel} ${open ? styles.panelOpen : ''}`}>
                  <p>{entry.answer}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <div className={styles.toggle}>
          <button
            type="button"
            className="btn btn-secondary"
            aria-controls="faq-list"
            onClick={() => setShowAll((all) => !all)}
          >
            {showAll ? LANDING_MESSAGES.faq.showLess : LANDING_MESSAGES.faq.showMore}
          </button>
        </div>
      </div>
    </section>
  );
}
