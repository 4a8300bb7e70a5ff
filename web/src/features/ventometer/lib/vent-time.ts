/** 'hh:mm:ss' for a number of milliseconds left (spec §9), never below zero. */
export function formatHms(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The next prompt's index: random, and never the one shown now (spec §2). */
export function nextPromptIndex(current: number | null, count: number, random: () => number = Math.random): number {
  if (count <= 1) return 0;
  if (current === null) return Math.floor(random() * count);
  const step = 1 + Math.floor(random() * (count - 1));
  return (current + step) % count;
}
