/**
 * A batch costs the encoder its tokens plus padding: every sentence is padded to the longest in
 * its batch for the attention steps. Length in characters stands in for tokens.
 */
function batchCost(lengths: readonly number[]): number {
  let sum = 0;
  let longest = 0;
  for (const length of lengths) {
    sum += length;
    longest = Math.max(longest, length);
  }
  return sum + 0.3 * lengths.length * longest;
}

/**
 * Splits sentences into at most `parts` batches of about equal cost: sorted by length, cut where
 * the costliest batch is cheapest. Returns the sentences' indices per batch (no empty batch).
 */
export function splitByCost(sentences: readonly string[], parts: number): number[][] {
  const order = sentences.map((_, i) => i).sort((a, b) => (sentences[a]?.length ?? 0) - (sentences[b]?.length ?? 0));
  if (parts <= 1 || order.length <= 1) return [order];
  const lengths = order.map((i) => sentences[i]?.length ?? 0);
  if (parts === 2) {
    let bestCut = 1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let cut = 1; cut < order.length; cut++) {
      const cost = Math.max(batchCost(lengths.slice(0, cut)), batchCost(lengths.slice(cut)));
      if (cost < bestCost) {
        bestCost = cost;
        bestCut = cut;
      }
    }
    return [order.slice(0, bestCut), order.slice(bestCut)];
  }
  const size = Math.ceil(order.length / parts);
  return Array.from({ length: Math.ceil(order.length / size) }, (_, p) => order.slice(p * size, (p + 1) * size));
}
