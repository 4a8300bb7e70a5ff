/**
 * Splits sentences into at most `parts` batches of about equal work, one batch per encoder thread.
 * The encoder's forward pass reads one row per real token everywhere but in the attention, so a
 * batch costs about its tokens (length in characters stands in for them), whatever the lengths it
 * mixes: the longest sentences go first, each to the batch with the least work so far. Within a
 * batch, sentences are ordered by length. Returns the sentences' indices per batch (no empty batch).
 */
export function splitByCost(sentences: readonly string[], parts: number): number[][] {
  const longestFirst = sentences
    .map((_, i) => i)
    .sort((a, b) => (sentences[b]?.length ?? 0) - (sentences[a]?.length ?? 0));
  const batches = Array.from({ length: Math.max(1, Math.min(parts, sentences.length)) }, () => ({
    work: 0,
    members: [] as number[],
  }));
  for (const index of longestFirst) {
    const lightest = batches.reduce((least, batch) => (batch.work < least.work ? batch : least));
    lightest.members.push(index);
    lightest.work += sentences[index]?.length ?? 0;
  }
  return batches.filter((batch) => batch.members.length > 0).map((batch) => batch.members.reverse());
}
