import { LANDING_MESSAGES } from '@briefs/shared';
import { TESTIMONIALS } from '../content/testimonials';
import section from './section.module.css';
import styles from './testimonials-section.module.css';

function FiveStars() {
  return (
    <div className={styles.stars} role="img" aria-label={LANDING_MESSAGES.fiveStars}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z"
          />
        </svg>
      ))}
    </div>
  );
}

export function TestimonialsSection() {
  return (
    <section className={`${section.section} ${section.tinted}`} aria-labelledby="testimonials-title">
      <div className={section.inner}>
        <header className={section.header}>
          <span className={section.eyebrow}>Testimonials</span>
          <h2 id="testimonials-title" className={section.title}>
            In their own words
          </h2>
        </header>
        <ul className={`${section.grid} ${section.grid3} ${styles.list}`}>
          {TESTIMONIALS.map((item) => (
            <li key={item.name} className={`${section.card} ${styles.card}`}>
              <figure>
                <FiveStars />
                <blockquote className={styles.quote}>“{item.quote}”</blockquote>
                <figcaption className={styles.author}>
                  <span className={styles.avatar} aria-hidden="true">
                    {item.name.charAt(0)}
                  </span>
                  <span>
                    <strong>{item.name}</strong>
                    <span className={styles.role}>{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
