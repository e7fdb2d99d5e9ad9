/** One benchmark figure, printed beside a baseline measured in the same run. */
export interface BenchResult {
  name: string;
  unit: string;
  value: number;
  /** What the baseline measures, in words. */
  baseline: string;
  baselineValue: number;
  /** The aim from the issue, in words (e.g. "ratio <= 10"). */
  aim?: string;
}
