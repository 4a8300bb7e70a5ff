import { LANDING_MESSAGES } from '@briefs/shared';
import { Icon, type IconName } from '../../../components/icon';
import section from './section.module.css';

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'zap',
    title: LANDING_MESSAGES.features.instant,
    text: 'B.R.I.E.F.S Mode answers in seconds, so help arrives while the pressure is still on — before the game, the exam or the hard conversation.',
  },
  {
    icon: 'clock',
    title: LANDING_MESSAGES.features.hours24,
    text: 'With B.R.I.E.F a Coach, a qualified human coach records a personal video reply to your situation within 24 hours.',
  },
  {
    icon: 'target',
    title: LANDING_MESSAGES.features.tailored,
    text: 'Add a Pre-B.R.I.E.F background — your sport, job or season of life — once, and every response fits your world, not a generic one.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className={`${section.section} ${section.tinted}`} aria-labelledby="features-title">
      <div className={section.inner}>
        <header className={section.header}>
          <span className={section.eyebrow}>Features</span>
          <h2 id="features-title" className={section.title}>
            Built for the moment you need it
          </h2>
          <p className={section.lead}>Fast when you need fast, human when you need human, and always about you.</p>
        </header>
        <div className={`${section.grid} ${section.grid3}`}>
          {FEATURES.map((feature) => (
            <article key={feature.title} className={section.card}>
              <div className={section.iconTile}>
                <Icon name={feature.icon} />
              </div>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
