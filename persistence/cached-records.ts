/**
 * The in-memory view both stores answer the `Store` interface's synchronous reads from: routes,
 * circuits and profiles as last committed or loaded, handed out as copies (a reader mutating one
 * changes nothing; `readRoutes` hands out the records themselves to readers that only read). Each
 * store fills the maps from its own medium. A route may be kept as the bytes of the JSON it was
 * written as, outside the JS heap (a buffer instead of an object graph the garbage collector copies
 * twice, once in the young generation and once promoted), decoded on read into a fresh object.
 */
import { copyRecord } from './copy.ts';
import type { CircuitRecord, StoredProfile, StoredRoute } from './store.ts';

/**
 * A route as kept: the record, or the bytes of its JSON as written (decoded on read). Bytes are kept
 * as their `ArrayBuffer` alone: a `Buffer` view of them was one more object per record on the heap,
 * made on every commit and kept as long as the record (issue 12).
 */
export type KeptRoute = StoredRoute | ArrayBuffer;

/** The bytes of `json` in a buffer of their own, outside the JS heap (a pooled one would hold its pool). */
export function keptBytes(json: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  bytes.write(json);
  return bytes;
}

/** What is kept of bytes from `keptBytes`: their own `ArrayBuffer`, exactly as long. */
export function keptBuffer(bytes: Buffer): ArrayBuffer {
  return bytes.buffer as ArrayBuffer;
}

/** The text of kept bytes. */
export function keptText(bytes: ArrayBuffer): string {
  return Buffer.from(bytes).toString();
}

/** A kept value: itself, or a fresh one decoded from its bytes. */
export function kept<T extends object>(value: T | ArrayBuffer): T {
  return value instanceof ArrayBuffer ? (JSON.parse(keptText(value)) as T) : value;
}

/** A copy a caller may change: decoded from the bytes, or a copy of the record kept parsed. */
export function keptCopy<T extends object>(value: T | ArrayBuffer): T {
  return value instanceof ArrayBuffer ? kept<T>(value) : copyRecord(value);
}

export abstract class CachedRecords<RouteEntry extends { route: KeptRoute }> {
  protected state: 'new' | 'opening' | 'open' | 'closed' = 'new';
  protected readonly routes = new Map<string, RouteEntry>();
  protected readonly circuits = new Map<string, CircuitRecord>();
  protected readonly profiles = new Map<string, StoredProfile>();

  listRoutes(): StoredRoute[] {
    this.assertOpen();
    return [...this.routes.values()].map((e) => keptCopy<StoredRoute>(e.route));
  }

  readRoutes(): readonly StoredRoute[] {
    this.assertOpen();
    // Stored records are replaced on commit, never changed in place: the references stay valid.
    return Array.from(this.routes.values(), (e) => kept<StoredRoute>(e.route));
  }

  readRoute(routeId: string): StoredRoute | undefined {
    this.assertOpen();
    const entry = this.routes.get(routeId);
    return entry ? kept<StoredRoute>(entry.route) : undefined;
  }

  getRoute(routeId: string): StoredRoute | undefined {
    this.assertOpen();
    const entry = this.routes.get(routeId);
    return entry ? keptCopy<StoredRoute>(entry.route) : undefined;
  }

  listCircuits(): CircuitRecord[] {
    this.assertOpen();
    return [...this.circuits.values()].map((c) => copyRecord(c));
  }

  getCircuit(scopeKey: string): CircuitRecord | undefined {
    this.assertOpen();
    const found = this.circuits.get(scopeKey);
    return found ? copyRecord(found) : undefined;
  }

  listProfiles(): StoredProfile[] {
    this.assertOpen();
    return [...this.profiles.values()].map((p) => copyRecord(p));
  }

  getProfile(profileId: string): StoredProfile | undefined {
    this.assertOpen();
    const found = this.profiles.get(profileId);
    return found ? copyRecord(found) : undefined;
  }

  readProfile(profileId: string): StoredProfile | undefined {
    this.assertOpen();
    // Replaced on commit, never changed in place: the reference stays valid.
    return this.profiles.get(profileId);
  }

  protected assertOpen(): void {
    if (this.state !== 'open')
      throw new Error(`store is ${this.state}: call open() first and not after close()`);
  }
}
