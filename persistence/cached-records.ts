/**
 * The in-memory view both stores answer the `Store` interface's synchronous reads from: routes,
 * circuits and profiles as last committed or loaded, handed out as copies (a reader mutating one
 * changes nothing; `readRoutes` hands out the records themselves to readers that only read). Each
 * store fills the maps from its own medium.
 */
import { copyRecord } from './copy.ts';
import type { CircuitRecord, StoredProfile, StoredRoute } from './store.ts';

export abstract class CachedRecords<RouteEntry extends { route: StoredRoute }> {
  protected state: 'new' | 'opening' | 'open' | 'closed' = 'new';
  protected readonly routes = new Map<string, RouteEntry>();
  protected readonly circuits = new Map<string, CircuitRecord>();
  protected readonly profiles = new Map<string, StoredProfile>();

  listRoutes(): StoredRoute[] {
    this.assertOpen();
    return [...this.routes.values()].map((e) => copyRecord(e.route));
  }

  readRoutes(): readonly StoredRoute[] {
    this.assertOpen();
    // Stored records are replaced on commit, never changed in place: the references stay valid.
    return Array.from(this.routes.values(), (e) => e.route);
  }

  readRoute(routeId: string): StoredRoute | undefined {
    this.assertOpen();
    return this.routes.get(routeId)?.route;
  }

  getRoute(routeId: string): StoredRoute | undefined {
    this.assertOpen();
    const entry = this.routes.get(routeId);
    return entry ? copyRecord(entry.route) : undefined;
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

  protected assertOpen(): void {
    if (this.state !== 'open')
      throw new Error(`store is ${this.state}: call open() first and not after close()`);
  }
}
