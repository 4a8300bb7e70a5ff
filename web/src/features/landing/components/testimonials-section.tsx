import { LANDING_MESSAGES } from '@briefs/shared';
import section from './section.module.css';
import styles from './testimonials-section.module.css';

const TESTIMONIALS = [
  {
    quote:
      'Night before a final, my head was spinning. The F.A.S was two minutes of breathing and one sentence to say to myself. I actually slept.',
    name: 'Maya R.',
    role: 'Collegiate swimmer',
  },
  {
    quote:
      'After a rough shift I recorded a video on the drive home. The next afternoon my coach replied with a plan for decompressing that I still use.',
    name: 'Daniel K.',
    role: 'Emergency department nurse',
  },
  {
    quote:
      "I use it before big presentations. It doesn't tell me to 'just relax' — it gives me something specific to do with the nerves.",
    name: 'Priya S.',
    role: 'Product manager',
  },
];

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
          <span className={section.eyebrow}>From our pilot group</span>
          <h2 id="testimonials-title" className={section.title}>
            What early users say
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
