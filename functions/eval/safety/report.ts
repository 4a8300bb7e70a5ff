import type { SafetyLevel } from '@briefs/shared';
import type { Label } from './phrasings.ts';

export interface Counts {
  crisis: number;
  crisisCaught: number;
  needsHelp: number;
  needsHelpStopped: number;
  everyday: number;
  everydayCrisis: number;
  everydayCheckIn: number;
  categorised: number;
  categoryRight: number;
  add(label: Label, level: SafetyLevel, expected?: string, found?: string): void;
}

export function tally(): Counts {
  return {
    crisis: 0,
    crisisCaught: 0,
    needsHelp: 0,
    needsHelpStopped: 0,
    everyday: 0,
    everydayCrisis: 0,
    everydayCheckIn: 0,
    categorised: 0,
    categoryRight: 0,
    add(label, level, expected, found) {
      if (label === 'ok') {
        this.everyday++;
        if (level === 'crisis') this.everydayCrisis++;
        if (level === 'check_in') this.everydayCheckIn++;
        return;
      }
      this.needsHelp++;
      if (level !== 'ok') this.needsHelpStopped++;
      if (label === 'crisis') {
        this.crisis++;
        if (level === 'crisis') this.crisisCaught++;
      }
      if (expected && level !== 'ok') {
        this.categorised++;
        if (expected === found) this.categoryRight++;
      }
    },
  };
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(0)}% (${n}/${of})` : '-');

export function printTable(rows: Array<[string, Counts]>, overall: Counts): void {
  const header = [
    'family',
    'crisis recall',
    'crisis or check-in',
    'crisis on everyday',
    'check-in on everyday',
    'category',
  ];
  const line = (name: string, c: Counts) => [
    name,
    pct(c.crisisCaught, c.crisis),
    pct(c.needsHelpStopped, c.needsHelp),
    pct(c.everydayCrisis, c.everyday),
    pct(c.everydayCheckIn, c.everyday),
    pct(c.categoryRight, c.categorised),
  ];
  const table = [header, ...rows.map(([name, c]) => line(name, c)), line('OVERALL', overall)];
  const widths = header.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
  for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
}
