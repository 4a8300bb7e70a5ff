const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const VOWELS = 'aeiouy';

/** Keys a thumb slips between, or vowels swapped by ear ("sleap"): the only letters a typo changes. */
export function slipsTo(from: string, to: string): boolean {
  if (VOWELS.includes(from) && VOWELS.includes(to)) return true;
  const row = ROWS.findIndex((keys) => keys.includes(from));
  const toRow = ROWS.findIndex((keys) => keys.includes(to));
  if (row < 0 || toRow < 0) return false;
  const at = ROWS[row]?.indexOf(from) ?? 0;
  const toAt = ROWS[toRow]?.indexOf(to) ?? 0;
  if (row === toRow) return Math.abs(at - toAt) === 1;
  // Each row sits half a key right of the one above: "n" touches "h" and "j", not "g".
  if (toRow === row - 1) return toAt === at || toAt === at + 1;
  if (toRow === row + 1) return toAt === at || toAt === at - 1;
  return false;
}

/** Every string one edit from the word: a letter dropped, added, changed, or two swapped. */
export function editsOf(word: string, onlySlips = false): Set<string> {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      edits.add(head + letter + tail);
      if (tail && (!onlySlips || slipsTo(tail[0] ?? '', letter))) edits.add(head + letter + tail.slice(1));
    }
  }
  edits.delete(word);
  return edits;
}
