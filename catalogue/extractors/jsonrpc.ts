/**
 * ACP / JSON-RPC errors: Claude ACP bridges (`-32603` "Internal error: …", `data.errorKind`,
 * `-32000` login), codex-acp (`data.codexErrorInfo` / `codex_error_info`), gemini-cli (HTTP
 * status numbers as codes), and a dead agent's "ACP connection closed".
 */
import type { EvidenceItem } from '../envelope.ts';
import { isObj, readProviderBody } from './provider-body.ts';
import type { Signal } from './signal.ts';
import { textSignals } from './text.ts';

type RpcItem = Extract<EvidenceItem, { kind: 'jsonrpc_error' }>;
/** Codex error info is a string (`usage_limit_exceeded`) or a one-key object with details. */
export function readCodexErrorInfo(v: unknown): { kind?: string; status?: number } {
  if (typeof v === 'string') return { kind: v };
  if (!isObj(v)) return {};
  const [kind, detail] = Object.entries(v)[0] ?? [];
  if (!kind) return {};
  const status = isObj(detail)
    ? (detail['http_status_code'] ?? detail['httpStatusCode'] ?? detail['status'])
    : undefined;
  return typeof status === 'number' ? { kind, status } : { kind };
}

/** Signals of one JSON-RPC error item. */
export function jsonRpcSignals(item: RpcItem, index: number, observedAt: Date): Signal[] {
  const data = isObj(item.data) ? item.data : undefined;
  const signal: Signal = {
    item: index,
    channel: 'jsonrpc',
    origin: 'structured',
    family: 'acp',
    timing: null,
    excerpt: [item.message],
  };
  if (item.code !== undefined) {
    signal.rpcCode = item.code;
    if (item.code >= 400 && item.code <= 599) signal.status = item.code;
  }
  if (data) {
    if (typeof data['errorKind'] === 'string') signal.errorKind = data['errorKind'];
    const info = readCodexErrorInfo(data['codexErrorInfo'] ?? data['codex_error_info']);
    if (info.kind) signal.codexErrorInfo = info.kind;
    if (info.status !== undefined) signal.status = info.status;
  }
  const signals: Signal[] = [signal];
  const message = item.message.replace(/^\s*Internal error:?\s*/i, '');
  signals.push(...textSignals(message || item.message, index, 'jsonrpc', 'acp', observedAt));
  // `data` may be the detail itself, a plain string ("Internal error" with data "Failed to get session").
  if (typeof item.data === 'string' && item.data.trim().length > 0)
    signals.push(...textSignals(item.data, index, 'jsonrpc', 'acp', observedAt));
  if (data) {
    for (const key of ['error', 'message', 'details']) {
      const v = data[key];
      if (typeof v === 'string') signals.push(...textSignals(v, index, 'jsonrpc', 'acp', observedAt));
    }
    const facts = readProviderBody(data, observedAt);
    if (facts) {
      const { timing, message: m, ...rest } = facts;
      signals.push({
        item: index,
        channel: 'jsonrpc',
        origin: 'embedded',
        family: 'acp',
        ...rest,
        ...(m ? { text: m } : {}),
        timing,
        excerpt: m ? [m] : [],
      });
    }
  }
  return signals;
}
