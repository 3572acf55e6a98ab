/** Counts of outcomes (statuses, refusal messages), printed as '405×15, 200×3'. */
export class Tally {
  private readonly counts = new Map<string, number>();

  add(key: string | number, times = 1): void {
    if (times <= 0) return;
    const name = String(key);
    this.counts.set(name, (this.counts.get(name) ?? 0) + times);
  }

  merge(other: Tally): void {
    for (const [name, count] of other.counts) this.add(name, count);
  }

  get total(): number {
    let sum = 0;
    for (const count of this.counts.values()) sum += count;
    return sum;
  }

  summary(): string {
    if (this.counts.size === 0) return 'none';
    return [...this.counts]
      .sort((a, b) => b[1] - a[1])
      .map(([name, count]) => `${name} ×${count}`)
      .join(', ');
  }
}

const KIB = 1024;
const MIB = KIB * KIB;
export const bytes = (count: number) =>
  count >= MIB ? `${(count / MIB).toFixed(1)} MB` : `${(count / KIB).toFixed(1)} kB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
