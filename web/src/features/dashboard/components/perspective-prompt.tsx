import { DASHBOARD_MESSAGES } from '@briefs/shared';
import { type FormEvent, useState } from 'react';
import styles from './exercises.module.css';

const TEXT = DASHBOARD_MESSAGES.perspective;

/**
 * Perspective Prompt (spec §2, §9): finish one of 5 sentence starters; Submit shows the finished
 * sentence (in an on-page alert, gentler than a blocking browser alert) and loads the next starter.
 */
export function PerspectivePrompt() {
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const starter = TEXT.starters[index % TEXT.starters.length] ?? TEXT.starters[0];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!answer.trim()) return;
    setShown(`${starter.replace(/…$/, '')} ${answer.trim()}`);
    setAnswer('');
    setIndex((value) => (value + 1) % TEXT.starters.length);
  }

  return (
    <form className={styles.perspective} onSubmit={onSubmit}>
      <p className={styles.intro}>{TEXT.intro}</p>
      {shown ? (
        <p className={styles.shown} role="alert">
          {shown}
        </p>
      ) : null}
      <div className="form-field">
        <label htmlFor="perspective-answer" className={styles.starter}>
          {starter}
        </label>
        <input
          id="perspective-answer"
          className="form-input"
          value={answer}
          autoComplete="off"
          onChange={(event) => setAnswer(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-secondary" disabled={!answer.trim()}>
        {TEXT.submit}
      </button>
    </form>
  );
}
