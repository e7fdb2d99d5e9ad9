/**
 * A hand-written fast path in front of the zod envelope schema (`envelope.ts`), which stays the
 * boundary schema and the only source of field-addressed errors. The fast check is conservative:
 * it accepts only what the schema accepts, answering the same stripped envelope the schema would;
 * anything it is unsure of returns null and goes through zod. `test/catalogue/envelope-fast.test.ts`
 * proves the two accept exactly the same inputs.
 */
import { ENVELOPE_LIMITS, type EvidenceEnvelope, type EvidenceItem, instantSchema } from './envelope.ts';

const L = ENVELOPE_LIMITS;
type Obj = Record<string, unknown>;

/** A plain JSON-like object (what JSON.parse makes); anything else goes to zod. */
function plain(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

function str(v: unknown, min: number, max: number): v is string {
  return typeof v === 'string' && v.length >= min && v.length <= max;
}

function int(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v);
}

/** A record copied key by key, or null when a key could change its meaning (`__proto__`). */
function copyRecord(v: Obj, value: (x: unknown) => unknown | typeof FAIL): Obj | null {
  const out: Obj = {};
  for (const key of Object.keys(v)) {
    if (key === '__proto__') return null;
    const x = value(v[key]);
    if (x === FAIL) return null;
    out[key] = x;
  }
  return out;
}

const FAIL = Symbol('fail');

function headerValue(v: unknown): unknown {
  if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return v;
  if (Array.isArray(v) && v.every((s) => typeof s === 'string')) return [...v];
  return FAIL;
}

/** Copies `keys` of `v` that are not undefined into `out` (optional fields the caller checked). */
function pick(out: Obj, v: Obj, keys: readonly string[]): Obj {
  for (const k of keys) if (v[k] !== undefined) out[k] = v[k];
  return out;
}

/** Whether optional field `k` of `v` is absent or passes `ok`. */
function opt(v: Obj, k: string, ok: (x: unknown) => boolean): boolean {
  return v[k] === undefined || ok(v[k]);
}

/** One item checked and stripped like `evidenceItemSchema`, or null. */
function item(v: unknown): EvidenceItem | null {
  if (!plain(v)) return null;
  switch (v['kind']) {
    case 'http': {
      const status = v['status'];
      if (status !== undefined && !(int(status) && status >= 100 && status <= 599)) return null;
      const out = pick({ kind: 'http' }, v, ['status', 'body']);
      const headers = v['headers'];
      if (headers !== undefined) {
        if (!plain(headers)) return null;
        const copy = copyRecord(headers, headerValue);
        if (copy === null) return null;
        out['headers'] = copy;
      }
      return out as EvidenceItem;
    }
    case 'jsonrpc_error':
      if (typeof v['message'] !== 'string' || !opt(v, 'code', int)) return null;
      return pick({ kind: 'jsonrpc_error', message: v['message'] }, v, ['code', 'data']) as EvidenceItem;
    case 'agent_event': {
      const event = v['event'];
      if (!str(v['format'], 1, 100) || !plain(event)) return null;
      const copy = copyRecord(event, (x) => x);
      return copy && ({ kind: 'agent_event', format: v['format'], event: copy } as EvidenceItem);
    }
    case 'output':
      if ((v['stream'] !== 'stderr' && v['stream'] !== 'stdout') || typeof v['text'] !== 'string')
        return null;
      return { kind: 'output', stream: v['stream'], text: v['text'] };
    case 'exit':
      if (!opt(v, 'code', (x) => x === null || int(x))) return null;
      if (!opt(v, 'signal', (x) => x === null || str(x, 0, 32))) return null;
      return pick({ kind: 'exit' }, v, ['code', 'signal']) as EvidenceItem;
    case 'spawn_error':
      if (!str(v['code'], 1, 64) || !opt(v, 'message', (x) => typeof x === 'string')) return null;
      return pick({ kind: 'spawn_error', code: v['code'] }, v, ['message']) as EvidenceItem;
    case 'network':
      if (!opt(v, 'code', (x) => str(x, 0, 64)) || !opt(v, 'host', (x) => str(x, 0, 255))) return null;
      if (!opt(v, 'message', (x) => typeof x === 'string')) return null;
      return pick({ kind: 'network' }, v, ['code', 'message', 'host']) as EvidenceItem;
    case 'assistant_output':
      return typeof v['text'] === 'string' ? { kind: 'assistant_output', text: v['text'] } : null;
    case 'tool_activity':
      if (!opt(v, 'name', (x) => str(x, 0, 200))) return null;
      return pick({ kind: 'tool_activity' }, v, ['name']) as EvidenceItem;
    default:
      return null;
  }
}

/** Whether `value`, at `depth`, nests no deeper than the limit (the schema's depthOf, with early exit). */
function shallow(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (depth + 1 > L.maxDepth) return false;
  const children = Array.isArray(value) ? value : Object.values(value);
  for (const child of children) if (!shallow(child, depth + 1)) return false;
  return true;
}

/** UTF-8 bytes of a string, computed only when its length cannot settle the bound. */
function withinBytes(text: string, max: number): boolean {
  if (text.length * 3 <= max) return true;
  return text.length <= max && Buffer.byteLength(text, 'utf8') <= max;
}

const ID_KEYS = ['agent', 'provider_id', 'model_id', 'phase', 'invocation_id'] as const;

/**
 * The envelope `envelopeSchema` would answer for `json`, or null when the fast check is unsure
 * (then zod decides and explains). Never accepts an input the schema rejects.
 */
export function fastEnvelope(json: unknown): EvidenceEnvelope | null {
  if (!plain(json)) return null;
  const observed = json['observed_at'];
  const evidence = json['evidence'];
  if (typeof observed !== 'string' || !Array.isArray(evidence)) return null;
  if (evidence.length < 1 || evidence.length > L.maxItems) return null;
  const out: Obj = { observed_at: observed };
  for (const k of ID_KEYS) {
    const v = json[k];
    if (v === undefined) continue;
    if (!str(v, 1, L.maxIdLength)) return null;
    out[k] = v;
  }
  const generation = json['generation'];
  if (generation !== undefined) {
    if (!int(generation) || generation < 0) return null;
    out['generation'] = generation;
  }
  const items: EvidenceItem[] = [];
  for (const raw of evidence) {
    const it = item(raw);
    if (it === null || !shallow(it, 0)) return null;
    items.push(it);
  }
  out['evidence'] = items;
  let whole: string;
  try {
    whole = JSON.stringify(out);
  } catch {
    return null; // a BigInt or a cycle: zod's own refinement decides
  }
  if (!withinBytes(whole, L.maxEnvelopeBytes)) return null;
  // An item's JSON is part of the envelope's: a small envelope has only small items.
  if (!withinBytes(whole, L.maxItemBytes)) {
    for (const it of items) if (!withinBytes(JSON.stringify(it), L.maxItemBytes)) return null;
  }
  if (!instantSchema.safeParse(observed).success) return null;
  return out as EvidenceEnvelope;
}
