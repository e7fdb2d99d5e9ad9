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

/**
 * What a bench module exports: its figures and, when its measurement needs them, Node or V8 flags
 * for the process it runs in (`bench/run.ts` then runs it in a process of its own with them).
 */
export interface BenchModule {
  default: () => Promise<BenchResult[]>;
  nodeFlags?: readonly string[];
}
