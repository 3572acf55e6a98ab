/**
 * Latencies counted in 1 ms bins: millions of (move, recipient) pairs stay a few kilobytes, and
 * the client processes' counts add up in the parent.
 */
const BIN_MS = 1;
/** Anything slower lands in the last bin (reported as 'at least' this). */
const HISTOGRAM_MAX_MS = 30_000;
const BINS = HISTOGRAM_MAX_MS / BIN_MS + 1;

export type Histogram = number[];

export const emptyHistogram = (): Histogram => new Array<number>(BINS).fill(0);

export function record(histogram: Histogram, latencyMs: number): void {
  const bin = Math.min(BINS - 1, Math.max(0, Math.floor(latencyMs / BIN_MS)));
  histogram[bin] = (histogram[bin] ?? 0) + 1;
}

export function merge(into: Histogram, from: Histogram): void {
  for (let bin = 0; bin < BINS; bin++) into[bin] = (into[bin] ?? 0) + (from[bin] ?? 0);
}

export const countOf = (histogram: Histogram) => histogram.reduce((sum, count) => sum + count, 0);

/** The upper edge of the bin holding the p-th percentile; NaN when empty. */
export function percentileOf(histogram: Histogram, p: number): number {
  const total = countOf(histogram);
  if (total === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (let bin = 0; bin < BINS; bin++) {
    seen += histogram[bin] ?? 0;
    if (seen >= rank) return (bin + 1) * BIN_MS;
  }
  return HISTOGRAM_MAX_MS;
}

/** Histograms travel over IPC as [bin, count] pairs of the non-empty bins. */
export const toSparse = (histogram: Histogram): [number, number][] =>
  histogram.flatMap((count, bin) => (count > 0 ? [[bin, count] as [number, number]] : []));

export function fromSparse(pairs: [number, number][]): Histogram {
  const histogram = emptyHistogram();
  for (const [bin, count] of pairs) histogram[bin] = count;
  return histogram;
}
