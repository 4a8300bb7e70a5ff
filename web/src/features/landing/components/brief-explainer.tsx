import styles from './brief-explainer.module.css';
import section from './section.module.css';

// One card per letter of B.R.I.E.F.S: Building Resilience through Interventions,
// Executive Function and Stress Management.
const LETTERS = [
  {
    letter: 'B',
    word: 'Building',
    text: 'Small, repeatable habits beat one big breakthrough. Every B.R.I.E.F adds one more tool you can reach for.',
  },
  {
    letter: 'R',
    word: 'Resilience',
    text: 'Not never feeling pressure — recovering from it faster, and learning from each hard moment instead of replaying it.',
  },
  {
    letter: 'I',
    word: 'Interventions',
    text: 'Evidence-based techniques from performance psychology: breathing drills, reappraisal, self-talk, planning routines.',
  },
  {
    letter: 'E',
    word: 'Executive',
    text: 'Stress narrows attention and crowds working memory. We help you get your thinking brain back in charge.',
  },
  {
    letter: 'F',
    word: 'Function',
    text: 'Every B.R.I.E.F ends with a F.A.S — a Functional Actionable Skill — so you leave with something to do, not just to think about.',
  },
  {
    letter: 'S',
    word: 'Stress Management',
    text: 'Practical ways to bring your body and mind back into range, before a big moment, during it and after it.',
  },
];

export function BriefExplainer() {
  return (
    <section className={`${section.section} ${section.tinted}`} aria-labelledby="brief-title">
      <div className={section.inner}>
        <header className={section.header}>
          <span className={section.eyebrow}>The method</span>
          <h2 id="brief-title" className={section.title}>
            What a B.R.I.E.F is made of
          </h2>
          <p className={section.lead}>
            Building Resilience through Interventions, Executive Function and Stress Management — six ideas behind every
            response you get.
          </p>
        </header>
        <ol className={`${section.grid} ${section.grid3} ${styles.list}`}>
          {LETTERS.map((item) => (
            <li key={item.letter} className={`${section.card} ${styles.card}`}>
              <span className={styles.letter} aria-hidden="true">
                {item.letter}
              </span>
              <h3>{item.word}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
