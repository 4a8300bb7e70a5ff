import { LANDING_MESSAGES, PAGES } from '@briefs/shared';
import { AppLink } from '../../../components/app-link';
import { Icon, type IconName } from '../../../components/icon';
import styles from './become-coach-section.module.css';
import section from './section.module.css';

const BENEFITS: { icon: IconName; text: string }[] = [
  {
    icon: 'calendar',
    text: 'Coach on your own schedule — reply by video whenever suits you within the 24-hour window.',
  },
  {
    icon: 'message',
    text: 'Every request arrives with context: what happened, and the background the person chose to share.',
  },
  { icon: 'heart', text: 'Reach people at the moment pressure peaks, not weeks later in a booked session.' },
  { icon: 'users', text: 'Join a small, vetted group of performance and mental-health professionals.' },
];

// Spec §1: master's-level background, 2+ years of applied coaching experience; CV reviewed before approval.
const REQUIREMENTS = [
  "A master's-level background in performance psychology or mental health",
  '2+ years of applied coaching experience',
  'A CV (PDF) we review before your account is approved',
  'Comfort recording short, warm, practical video replies',
];

export function BecomeCoachSection() {
  return (
    <section id="become-a-coach" className={section.section} aria-labelledby="coach-title">
      <div className={`${section.inner} ${styles.layout}`}>
        <div>
          <span className={section.eyebrow}>For coaches</span>
          <h2 id="coach-title" className={section.title}>
            Become a B.R.I.E.F.S coach
          </h2>
          <p className={section.lead}>
            Help people steady themselves before the moments that matter — with short, personal video replies.
          </p>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit.text}>
                <span className={styles.benefitIcon}>
                  <Icon name={benefit.icon} size={20} />
                </span>
                {benefit.text}
              </li>
            ))}
          </ul>
        </div>
        <aside className={styles.requirements} aria-labelledby="coach-requirements-title">
          <h3 id="coach-requirements-title">What we look for</h3>
          <ul>
            {REQUIREMENTS.map((requirement) => (
              <li key={requirement}>
                <Icon name="check" size={18} className={styles.check} />
                {requirement}
              </li>
            ))}
          </ul>
          <AppLink to={PAGES.coachRegister} className="btn btn-primary btn-lg btn-block">
            {LANDING_MESSAGES.applyCoach}
          </AppLink>
          <p className={styles.note}>Applications are reviewed by our team; we'll email you once you're approved.</p>
        </aside>
      </div>
    </section>
  );
}
