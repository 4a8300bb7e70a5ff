import { DASHBOARD_MESSAGES } from '@briefs/shared';
import { useState } from 'react';
import styles from './exercises.module.css';

const TEXT = DASHBOARD_MESSAGES.stroop;
const ROWS = 4;
const COLUMNS = 5;
// Four colour words, each ink dark enough to read on white (WCAG AA).
const COLOURS = [
  { word: 'RED', ink: '#b42318', name: 'red' },
  { word: 'BLUE', ink: '#1d4ed8', name: 'blue' },
  { word: 'GREEN', ink: '#15803d', name: 'green' },
  { word: 'PURPLE', ink: '#7e22ce', name: 'purple' },
] as const;

interface Cell {
  word: string;
  ink: string;
  inkName: string;
}

function pick(max: number): number {
  return Math.floor(Math.random() * max);
}

/** 4 × 5 words, each printed in an ink that is not the colour it names (the Stroop effect). */
function newGrid(): Cell[] {
  return Array.from({ length: ROWS * COLUMNS }, () => {
    const word = pick(COLOURS.length);
    const ink = (word + 1 + pick(COLOURS.length - 1)) % COLOURS.length;
    const w = COLOURS[word] ?? COLOURS[0];
    const i = COLOURS[ink] ?? COLOURS[1];
    return { word: w.word, ink: i.ink, inkName: i.name };
  });
}

/** The Stroop colour-reading grid (spec §2, §9) with Regenerate. */
export function StroopGrid() {
  const [cells, setCells] = useState(newGrid);
  return (
    <div className={styles.stroop}>
      <p className={styles.intro}>{TEXT.intro}</p>
      <ol className={styles.grid} aria-label={TEXT.gridLabel}>
        {cells.map((cell, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions in a fixed-size grid.
          <li key={index} className={styles.word} style={{ color: cell.ink }}>
            {cell.word}
            <span className="visually-hidden">, ink {cell.inkName}</span>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-secondary" onClick={() => setCells(newGrid())}>
        {TEXT.regenerate}
      </button>
    </div>
  );
}
