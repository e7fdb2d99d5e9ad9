/**
 * A hand-written fast path in front of the zod envelope schema (`envelope.ts`), which stays the
 * boundary schema and the only source of field-addressed errors. The fast check is conservative:
 * it accepts only what the schema accepts, answering the same stripped envelope the schema would;
 * anything it is unsure of returns null and goes through zod. `test/catalogue/envelope-fast.test.ts`
 * proves the two accept exactly the same inputs.
 */
import { type Obj, plain, str } from '../validation/plain-object.ts';
import { ENVELOPE_LIMITS, type EvidenceEnvelope, type EvidenceItem, instantSchema } from './envelope.ts';

const L = ENVELOPE_LIMITS;

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

/** Most UTF-8 bytes one UTF-16 code unit takes in JSON text (`\u001f`). */
const MAX_BYTES_PER_UNIT = 6;
/** Most characters `JSON.stringify` writes for a number (`-1.7976931348623157e+308`). */
const MAX_NUMBER_CHARS = 24;

/**
 * An upper bound of the UTF-8 bytes of `JSON.stringify(value)`, or -1 when `value`, at `depth`,
 * nests deeper than the limit (the schema's depthOf) or is not JSON data (then zod decides).
 * Replaces stringifying every envelope just to measure it.
 */
function bytesBound(value: unknown, depth: number): number {
  switch (typeof value) {
    case 'string':
      return value.length * MAX_BYTES_PER_UNIT + 2;
    case 'number':
      return MAX_NUMBER_CHARS;
    case 'boolean':
      return 5;
    case 'undefined':
      return 4; // `null` in an array; a dropped key in an object
    case 'object': {
      if (value === null) return 4;
      if (depth + 1 > L.maxDepth) return -1;
      let total = 2;
      if (Array.isArray(value)) {
        for (const child of value) {
          const b = bytesBound(child, depth + 1);
          if (b < 0) return -1;
          total += b + 1;
        }
        return total;
      }
      if (!plain(value)) return -1;
      for (const key of Object.keys(value)) {
        const b = bytesBound(value[key], depth + 1);
        if (b < 0) return -1;
        total += key.length * MAX_BYTES_PER_UNIT + 4 + b;
      }
      return total;
    }
    default:
      return -1; // bigint, function, symbol
  }
}

/** UTF-8 bytes of a string, computed only when its length cannot settle the bound. */
function withinBytes(text: string, max: number): boolean {
  if (text.length * 3 <= max) return true;
  return text.length <= max && Buffer.byteLength(text, 'utf8') <= max;
}

const ID_KEYS = ['agent', 'provider_id', 'model_id', 'phase', 'invocation_id'] as const;

/** The very pattern zod checks `observed_at` with (a string format is its pattern's test). */
const INSTANT = instantSchema._zod.def.pattern;

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
  // Bounds first; the exact size is measured only when a bound passes a limit.
  let bound = bytesBound(out, 0) + 16;
  for (const raw of evidence) {
    const it = item(raw);
    if (it === null) return null;
    const b = bytesBound(it, 0);
    if (b < 0) return null;
    if (b > L.maxItemBytes && !withinBytes(JSON.stringify(it), L.maxItemBytes)) return null;
    bound += b + 1;
    items.push(it);
  }
  out['evidence'] = items;
  if (bound > L.maxEnvelopeBytes) {
    let whole: string;
    try {
      whole = JSON.stringify(out);
    } catch {
      return null; // zod's own refinement decides
    }
    if (!withinBytes(whole, L.maxEnvelopeBytes)) return null;
  }
  if (INSTANT) {
    INSTANT.lastIndex = 0;
    if (!INSTANT.test(observed)) return null;
  } else if (!instantSchema.safeParse(observed).success) return null;
  return out as EvidenceEnvelope;
}
