import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { safeInspectionEvent, sanitizeRecord } from '../../server/inspect.ts';
import { overloadedEnvelope, RAW_SECRET, slowRetryProfile, startTestServer, WsClient } from './harness.ts';

describe('inspector sanitizing', () => {
  it('never throws, whatever it is handed (promise actors hand it undefined)', () => {
    for (const value of [
      undefined,
      null,
      42,
      'text',
      [],
      {
        get boom() {
          throw new Error('x');
        },
      },
    ]) {
      expect(() => sanitizeRecord(value)).not.toThrow();
      expect(() => safeInspectionEvent(value)).not.toThrow();
    }
    expect(sanitizeRecord(undefined)).toEqual({});
  });

  it('keeps whitelisted scalars and drops evidence, envelopes, inputs and outputs', () => {
    const event = safeInspectionEvent({
      type: '@xstate.snapshot',
      sessionId: 'x:1',
      snapshot: {
        status: 'active',
        value: { retry_wait: 'armed' },
        context: { route_id: 'r', generation: 3, envelope: { evidence: [{ text: RAW_SECRET }] } },
        input: { secret: RAW_SECRET },
        output: RAW_SECRET,
      },
      event: { type: 'OUTCOME', generation: 3, outcome: { envelope: { text: RAW_SECRET } } },
    });
    expect(JSON.stringify(event)).not.toContain(RAW_SECRET);
    expect(event).toMatchObject({
      snapshot: {
        status: 'active',
        value: { retry_wait: 'armed' },
        context: { route_id: 'r', generation: 3 },
      },
      event: { type: 'OUTCOME', generation: 3 },
    });
  });

  it('sends route and circuit actors to a RECOURSE_INSPECT bridge without any raw evidence', async () => {
    const bridge = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => bridge.once('listening', () => resolve()));
    const received: string[] = [];
    let sawFailure: () => void = () => {};
    const failureSeen = new Promise<void>((resolve) => {
      sawFailure = resolve;
    });
    let sawCircuit: () => void = () => {};
    const circuitSeen = new Promise<void>((resolve) => {
      sawCircuit = resolve;
    });
    bridge.on('connection', (ws) =>
      ws.on('message', (data) => {
        const text = data.toString();
        received.push(text);
        if (text.includes('provider_overloaded')) sawFailure();
        if (text.includes('"circuit:')) sawCircuit();
      }),
    );
    const t = await startTestServer({
      inspectUrl: `ws://127.0.0.1:${(bridge.address() as AddressInfo).port}`,
    });
    try {
      await t.http('POST', '/v1/profiles', { body: slowRetryProfile() });
      const adapter = await WsClient.connect(t.wsUrl, t.admin);
      await adapter.request(
        { type: 'adapter_hello', agent_profiles: ['agent-a'] },
        (m) => m.type === 'adapter_ready',
      );
      const starting = t.http('POST', '/v1/routes', { body: { profile_id: 'coding', caller: 'kanban' } });
      const dispatch = (await adapter.next((m) => m.type === 'dispatch')).request;
      adapter.send({ type: 'dispatch_ack', attempt_id: dispatch.attempt_id });
      await starting;
      await adapter.request(
        {
          type: 'outcome',
          route_id: dispatch.route_id,
          attempt_id: dispatch.attempt_id,
          invocation_id: dispatch.invocation_id,
          generation: dispatch.generation,
          outcome: { kind: 'failure', envelope: overloadedEnvelope(dispatch) },
        },
        (m) => m.type === 'report_result',
      );
      await Promise.race([
        Promise.all([failureSeen, circuitSeen]),
        new Promise((_, reject) => setTimeout(() => reject(new Error('the bridge saw no failure')), 10_000)),
      ]);
      await adapter.close();
    } finally {
      await t.close();
      bridge.close();
    }
    const all = received.join('\n');
    expect(all).toContain('@xstate.snapshot');
    expect(all).not.toContain(RAW_SECRET);
    expect(all).toContain('provider_overloaded');
    const circuit = received.map((text) => JSON.parse(text)).find((e) => e.sessionId?.startsWith('circuit:'));
    expect(circuit).toMatchObject({ snapshot: { context: { consecutive_failures: expect.any(Number) } } });
    expect(JSON.stringify(circuit)).not.toContain('holder');
  });
});
