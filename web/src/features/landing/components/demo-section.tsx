import { Icon } from '../../../components/icon';
import { DEMO_VIDEO_EMBED_URL } from '../content/demo-video';
import styles from './demo-section.module.css';
import section from './section.module.css';

const STEPS = [
  { title: 'Describe it', text: 'Type, speak or record what is on your mind — as messy as it really is.' },
  { title: 'Get your B.R.I.E.F', text: 'A short read on what is happening, plus one skill to use today.' },
  { title: 'Go deeper if you want', text: 'Ask for a Re-B.R.I.E.F, or have a human coach reply by video.' },
];

export function DemoSection() {
  return (
    <section id="demo" className={section.section} aria-labelledby="demo-title">
      <div className={section.inner}>
        <header className={section.header}>
          <span className={section.eyebrow}>Demo</span>
          <h2 id="demo-title" className={section.title}>
            See a B.R.I.E.F from start to finish
          </h2>
          <p className={section.lead}>Two minutes, one real-world situation, and the skill that came out of it.</p>
        </header>
        <div className={styles.player}>
          {/* Sits behind the player: visible only until (or if) the video host loads. */}
          <div className={styles.poster} aria-hidden="true">
            <span className={styles.playBadge}>
              <Icon name="play" size={28} />
            </span>
            <span>B.R.I.E.F.S demo</span>
          </div>
          <iframe
            src={DEMO_VIDEO_EMBED_URL}
            title="B.R.I.E.F.S product demo video"
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
