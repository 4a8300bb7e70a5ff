import { LANDING_MESSAGES } from '@briefs/shared';
import { Icon, type IconName } from '../../../components/icon';
import styles from './modes-section.module.css';
import section from './section.module.css';

interface Mode {
  name: string;
  icon: IconName;
  tagline: string;
  description: string;
  points: string[];
}

// Spec §1: plain B.R.I.E.F is instant AI coaching from text; B.R.I.E.F a Coach adds a human video reply.
const MODES: Mode[] = [
  {
    name: LANDING_MESSAGES.modes.brief,
    icon: 'zap',
    tagline: 'Instant AI coaching, any time',
    description:
      'Type or say what is going on. Within seconds you get a B.R.I.E.F.S response that helps you make sense of the moment, and one F.A.S — a Functional Actionable Skill you can use straight away.',
    points: [
      'Answers in seconds, day or night',
      'Text or voice — speak it if typing is too much',
      'A suggested video for the skill',
    ],
  },
  {
    name: LANDING_MESSAGES.modes.coach,
    icon: 'video',
    tagline: 'A human coach, by video, within 24 hours',
    description:
      'Share by text or record a short video. You get an instant AI insight right away, then a qualified human coach watches or reads your situation and records a personal video reply within 24 hours.',
    points: [
      'Instant AI insight while you wait',
      'A personal video reply within 24 hours',
      'Coaches see only what you choose to share',
    ],
  },
];

export function ModesSection() {
  return (
    <section className={section.section} aria-labelledby="modes-title">
      <div className={section.inner}>
        <header className={section.header}>
          <span className={section.eyebrow}>Two ways to get support</span>
          <h2 id="modes-title" className={section.title}>
            Choose how you want to be coached
          </h2>
          <p className={section.lead}>Quick help when you need it now, a human touch when it matters more.</p>
        </header>
        <div className={section.grid}>
          {MODES.map((mode) => (
            <article key={mode.name} className={`${section.card} ${styles.mode}`}>
              <div className={section.iconTile}>
                <Icon name={mode.icon} />
              </div>
              <h3>{mode.name}</h3>
              <p className={styles.tagline}>{mode.tagline}</p>
              <p>{mode.description}</p>
              <ul className={styles.points}>
                {mode.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={18} className={styles.check} />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
