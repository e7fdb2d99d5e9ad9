/**
 * Answers an agent's `session/request_permission` by the agent profile's rule: a tool kind the rule
 * allows gets an allow option, anything else a reject option (or `cancelled` when the agent offers
 * none). Nothing is allowed unless the configuration says so.
 */
import type * as acp from '@agentclientprotocol/sdk';
import type { ToolKind } from './config.ts';

export interface PermissionAnswer {
  decision: 'allow' | 'reject';
  response: acp.RequestPermissionResponse;
}

export function permissionAnswer(
  allow: readonly ToolKind[],
  request: acp.RequestPermissionRequest,
): PermissionAnswer {
  const kind = request.toolCall.kind ?? null;
  const allowed = kind !== null && allow.includes(kind);
  const prefer = allowed
    ? (['allow_once', 'allow_always'] as const)
    : (['reject_once', 'reject_always'] as const);
  for (const k of prefer) {
    const option = request.options.find((o) => o.kind === k);
    if (option) {
      return {
        decision: allowed ? 'allow' : 'reject',
        response: { outcome: { outcome: 'selected', optionId: option.optionId } },
      };
    }
  }
  // No option of the wanted kind: never fall back to allowing.
  return { decision: 'reject', response: { outcome: { outcome: 'cancelled' } } };
}
