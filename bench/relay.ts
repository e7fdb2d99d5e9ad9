/**
 * The evidence-to-snapshot bench's raw baseline: a `ws` relay that, for each message a sender sends
 * (an adapter's outcome), parses it and sends a route view of the same size to the second client.
 * Run in the bench's process, or as a process of its own (`node --import tsx bench/relay.ts` prints
 * `listening <port>`), the same layout as the service it is compared with.
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import type { RouteView } from '../actors/engine-api.ts';

/** A retry_wait view as the service publishes it after a provider overload. */
export function view(route: string, generation: number): RouteView {
  return {
    route_id: route,
    profile_id: 'bench',
    caller: 'kanban',
    state: 'retry_wait',
    generation,
    candidate: 'first',
    invocation_id: `inv_${route}_${generation}`,
    cycle: 0,
    excluded: [],
    retry_ordinal: 1,
    max_retries: 3,
    deadline: '2026-11-30T06:00:00.000Z',
    pending_outcome: 'retry',
    code: 'provider_overloaded',
    class: 'transient',
    category: 'provider',
    safe_excerpt: 'overloaded_error | Overloaded: the provider is temporarily over capacity, try again later',
    reason: null,
    attempt_in_flight: false,
    turn: 0,
    awaiting_adapter: false,
    updated_at: '2026-11-30T05:00:00.000Z',
  };
}

/** Starts the relay on a free loopback port: the first client to connect sends, the second receives. */
export async function startRelay(): Promise<{ port: number; close(): void }> {
  const relay = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise<void>((resolve) => relay.once('listening', () => resolve()));
  const sockets: WebSocket[] = [];
  relay.on('connection', (ws) => {
    ws.on('error', () => {});
    sockets.push(ws);
    ws.on('message', (data: Buffer) => {
      const route = (JSON.parse(data.toString()) as { route_id: string }).route_id;
      const receiver = sockets[1];
      if (receiver?.readyState === WebSocket.OPEN)
        receiver.send(JSON.stringify({ type: 'route', route: view(route, 1) }));
    });
  });
  return {
    port: (relay.address() as AddressInfo).port,
    close: () => {
      for (const ws of sockets) ws.terminate();
      relay.close();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { port } = await startRelay();
  process.stdout.write(`listening ${port}\n`);
  process.on('SIGTERM', () => process.exit(0));
}
