/**
 * What one attempt's agent really emitted, kept bounded and in wire order, and turned into an
 * evidence envelope (catalogue/envelope.ts) when the attempt fails.
 */
import {
  ENVELOPE_LIMITS,
  type EvidenceEnvelope,
  type EvidenceItem,
  envelopeSchema,
} from '../../catalogue/envelope.ts';

/** Bounds of the evidence one attempt keeps; all well inside {@link ENVELOPE_LIMITS}. */
export const EVIDENCE_BOUNDS = {
  /** Last bytes of the agent's stderr. */
  stderrTailBytes: 4 * 1024,
  /** Last bytes of non-JSON lines the agent printed on stdout (the SDK drops them). */
  stdoutNoiseBytes: 2 * 1024,
  /** Session updates kept as `agent_event` items (the latest ones). */
  maxUpdates: 24,
  /** Bytes of one text field (a message, a chunk, the assistant output tail). */
  maxTextBytes: 4 * 1024,
  /** Bytes of a JSON-RPC error's `data` as JSON; larger data is kept as truncated JSON text. */
  maxDataBytes: 8 * 1024,
} as const;

/** Cuts `text` to at most `bytes` UTF-8 bytes, keeping its head (or its tail) and marking the cut. */
export function truncateText(text: string, bytes: number, keep: 'head' | 'tail' = 'head'): string {
  const buf = Buffer.from(text, 'utf8');
  if (buf.length <= bytes) return text;
  const marker = '…';
  const room = bytes - Buffer.byteLength(marker);
  // Decoding a cut multi-byte character yields U+FFFD; drop it.
  if (keep === 'head')
    return `${buf
      .subarray(0, room)
      .toString('utf8')
      .replace(/\uFFFD$/, '')}${marker}`;
  return `${marker}${buf
    .subarray(buf.length - room)
    .toString('utf8')
    .replace(/^\uFFFD/, '')}`;
}

/** The last `limit` bytes written to it, and how many were written in all. */
export class TailBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  private written = 0;
  constructor(private readonly limit: number) {}

  write(chunk: Buffer | string): void {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.written += buf.length;
    this.chunks.push(buf);
    this.size += buf.length;
    while (this.chunks.length > 1 && this.size - this.chunks[0]!.length >= this.limit) {
      this.size -= this.chunks.shift()!.length;
    }
  }

  /** Bytes written so far: what one attempt added to a shared process's stream starts here. */
  mark(): number {
    return this.written;
  }

  /** The tail as text (at most `limit` bytes), or only what came after `since` (a {@link mark}). */
  text(since = 0): string {
    const all = Buffer.concat(this.chunks);
    const fresh = Math.min(all.length, Math.max(0, this.written - since));
    return truncateText(all.subarray(all.length - fresh).toString('utf8'), this.limit, 'tail');
  }
}

function depthOf(value: unknown, depth = 0): number {
  if (depth > ENVELOPE_LIMITS.maxDepth) return depth;
  if (value !== null && typeof value === 'object') {
    let m = depth + 1;
    for (const v of Object.values(value)) m = Math.max(m, depthOf(v, depth + 1));
    return m;
  }
  return depth;
}

/** JSON within the bounds as is; anything larger or deeper becomes truncated JSON text. */
export function boundJson(value: unknown, bytes: number = EVIDENCE_BOUNDS.maxDataBytes): unknown {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return truncateText(value, bytes);
  const json = JSON.stringify(value) ?? 'null';
  if (Buffer.byteLength(json) <= bytes && depthOf(value) <= ENVELOPE_LIMITS.maxDepth - 3) return value;
  return truncateText(json, bytes);
}

type Obj = Record<string, unknown>;

/** The parts of a session update worth keeping as evidence (never file contents or diffs). */
function reduceUpdate(update: Obj): Obj | null {
  const kind = update['sessionUpdate'];
  if (kind === 'agent_message_chunk') {
    const content = update['content'] as Obj | undefined;
    const text = typeof content?.['text'] === 'string' ? content['text'] : '';
    return {
      sessionUpdate: kind,
      content: { type: 'text', text: truncateText(text, EVIDENCE_BOUNDS.maxTextBytes) },
    };
  }
  if (kind === 'tool_call' || kind === 'tool_call_update') {
    const out: Obj = { sessionUpdate: kind };
    for (const key of ['toolCallId', 'kind', 'status', 'title', 'name']) {
      const v = update[key];
      if (typeof v === 'string') out[key] = truncateText(v, 512);
    }
    return out;
  }
  // Agents' own retry notices and status frames (codex `session_info_update`, usage).
  if (kind === 'session_info_update' || kind === 'usage_update') {
    return boundJson(update, EVIDENCE_BOUNDS.maxDataBytes) as Obj;
  }
  return null;
}

export interface EnvelopeContext {
  observedAt: Date;
  agent: string;
  phase: string;
  invocationId: string;
  generation: number;
  stderr: string;
  stdoutNoise: string;
  exit: { code: number | null; signal: string | null } | null;
}

/** Evidence of one attempt, recorded in the order it was observed. */
export class AttemptEvidence {
  private items: { seq: number; item: EvidenceItem }[] = [];
  private updates = 0;
  private seq = 0;
  private assistantText = '';
  /** Whether assistant output or tool activity was seen (effect evidence). */
  sawOutput = false;
  sawTool = false;

  /** A `session/update` of this attempt's session, as it came off the wire. */
  update(update: Obj): void {
    const kind = update['sessionUpdate'];
    if (kind === 'agent_message_chunk') {
      // An empty text chunk (claude sends one before a reset) is no output.
      const content = update['content'] as Obj | undefined;
      if (content?.['type'] !== 'text' || content['text'] !== '') this.sawOutput = true;
      if (typeof content?.['text'] === 'string') {
        this.assistantText = truncateText(
          this.assistantText + content['text'],
          EVIDENCE_BOUNDS.maxTextBytes,
          'tail',
        );
      }
    }
    if (kind === 'tool_call' || kind === 'tool_call_update') this.sawTool = true;
    const event = reduceUpdate(update);
    if (!event) return;
    this.push({ kind: 'agent_event', format: 'acp-session-update', event });
    if (++this.updates > EVIDENCE_BOUNDS.maxUpdates) {
      const oldest = this.items.findIndex((i) => i.item.kind === 'agent_event');
      if (oldest >= 0) this.items.splice(oldest, 1);
      this.updates--;
    }
  }

  /** A JSON-RPC error response to one of this attempt's requests. */
  rpcError(error: { code?: unknown; message?: unknown; data?: unknown }): void {
    const item: EvidenceItem = {
      kind: 'jsonrpc_error',
      message: truncateText(String(error.message ?? ''), EVIDENCE_BOUNDS.maxTextBytes),
    };
    if (typeof error.code === 'number' && Number.isInteger(error.code)) item.code = error.code;
    if (error.data !== undefined && error.data !== null) item.data = boundJson(error.data);
    this.push(item);
  }

  spawnError(code: string, message: string): void {
    this.push({
      kind: 'spawn_error',
      code: truncateText(code || 'UNKNOWN', 64),
      message: truncateText(message, 1024),
    });
  }

  /** A failure the adapter saw on its side of the transport (a timeout, a closed connection). */
  transport(code: string | undefined, message: string): void {
    this.push({ kind: 'network', ...(code ? { code } : {}), message: truncateText(message, 1024) });
  }

  /** Any other structured frame, e.g. a prompt response with an abnormal stop reason. */
  event(format: string, event: Obj): void {
    this.push({ kind: 'agent_event', format, event: boundJson(event) as Obj });
  }

  private push(item: EvidenceItem): void {
    this.items.push({ seq: this.seq++, item });
  }

  /** The envelope: observed items, then the assistant output tail, the stderr and stdout tails, the exit. */
  envelope(ctx: EnvelopeContext): EvidenceEnvelope {
    const evidence: EvidenceItem[] = this.items.map((i) => i.item);
    if (this.sawOutput && this.assistantText)
      evidence.push({ kind: 'assistant_output', text: this.assistantText });
    if (ctx.stdoutNoise.trim()) evidence.push({ kind: 'output', stream: 'stdout', text: ctx.stdoutNoise });
    if (ctx.stderr.trim()) evidence.push({ kind: 'output', stream: 'stderr', text: ctx.stderr });
    if (ctx.exit) evidence.push({ kind: 'exit', code: ctx.exit.code, signal: ctx.exit.signal });
    if (evidence.length === 0) {
      evidence.push({ kind: 'network', message: 'the attempt failed without any evidence from the agent' });
    }
    return envelopeSchema.parse({
      observed_at: ctx.observedAt.toISOString(),
      agent: ctx.agent,
      phase: ctx.phase,
      invocation_id: ctx.invocationId,
      generation: ctx.generation,
      evidence: evidence.slice(-ENVELOPE_LIMITS.maxItems),
    });
  }
}
