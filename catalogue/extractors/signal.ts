import type { TimingHint } from '../timing.ts';

/** Where a signal came from. Only error channels produce signals (lesson 5). */
export type Channel = 'http' | 'jsonrpc' | 'agent_event' | 'stderr' | 'stdout' | 'exit' | 'spawn' | 'network';

/**
 * How the signal was read: `structured` from typed fields of an item, `embedded` from JSON found
 * inside text, `text` from normalized error text.
 */
export type Origin = 'structured' | 'embedded' | 'text';

/**
 * One normalized piece of failure evidence. Extractors fill only the fields their channel knows;
 * rules read these fields and never the raw envelope.
 */
export interface Signal {
  /** Index of the envelope item the signal came from. */
  item: number;
  channel: Channel;
  origin: Origin;
  /** Extractor family, e.g. `http`, `provider-body`, `claude-stream-json`, `codex`, `acp`, `output`. */
  family: string;
  /** HTTP status, or an HTTP-like status carried by a frame (`api_error_status`, gemini-cli codes). */
  status?: number;
  /** Provider error type or status word (`overloaded_error`, `RESOURCE_EXHAUSTED`). */
  errorType?: string;
  /** Provider error code (`insufficient_quota`, `model_not_found`). */
  errorCode?: string;
  /** Google ErrorInfo reasons (`API_KEY_INVALID`). */
  reasons?: string[];
  /** Google QuotaFailure quota ids. */
  quotaIds?: string[];
  /** A QuotaFailure violation allows zero (a free tier with no allowance for the model): a quota. */
  quotaZero?: boolean;
  /** AWS exception name (`ThrottlingException`). */
  awsException?: string;
  /** JSON-RPC error code. */
  rpcCode?: number;
  /** ACP bridge `data.errorKind`. */
  errorKind?: string;
  /** Codex error info kind (`usage_limit_exceeded`, `http_connection_failed`). */
  codexErrorInfo?: string;
  /** Claude stream-json `error` of an API error message. */
  claudeError?: string;
  /** Rate-limit state of a rate-limit event or header: `allowed`, `allowed_warning`, `rejected`. */
  rateLimitStatus?: string;
  /** The limit window a rate-limit event or header names (`five_hour`, `seven_day`, `5h`, `7d`). */
  rateLimitWindow?: string;
  /** `x-should-retry` header, when present. */
  shouldRetry?: boolean;
  /** Normalized error text (a provider message, an error frame's text, stderr lines). */
  text?: string;
  /** Process exit code and signal. */
  exitCode?: number | null;
  exitSignal?: string | null;
  /** Spawn error code (`ENOENT`). */
  spawnCode?: string;
  /** Transport errno (`ECONNRESET`) and host of a network item. */
  errno?: string;
  host?: string;
  /** Codex thread reported `systemError` for this turn. */
  systemError?: boolean;
  /** A tool_result frame that says the agent's own tool failed (its status is error). */
  toolFailed?: boolean;
  /** The agent's narrative after a tool ran reads as that tool's failure (`narrative.ts`). */
  narrativeToolFailed?: boolean;
  /** An agent message chunk: counts only together with `systemError` (lesson 5). */
  chunk?: boolean;
  /** Text from a low-trust channel (whole stdout of a failed process): broad text rules skip it. */
  lowTrust?: boolean;
  /** The client called the error non-retryable: never a transient answer. */
  nonRetryable?: boolean;
  /** Every error line reports a tool's failure: the agent's narrative, never a provider answer. */
  tool?: boolean;
  /** Every error line of the text belongs to an agent's background work (title, summary). */
  background?: boolean;
  /** Progress of a client's own retry loop: not a failure on its own (lesson 6). */
  progress?: boolean;
  /** Validated timing hint carried by this piece of evidence. */
  timing: TimingHint | null;
  /** Fragments the safe excerpt may be built from (sanitized later). */
  excerpt: string[];
}
