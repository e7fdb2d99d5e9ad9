/** Office: the routes of the `office` caller as a compact list per agent profile, with the board's cards. */
import { useMemo } from 'react';
import type { RouteView } from '../../../client/index.ts';
import { RouteCard } from '../components/route-card.tsx';
import { useTitle } from '../router.tsx';
import { useClientState } from '../session.tsx';
import { useProfiles } from './board.tsx';

export function Office() {
  useTitle('Office');
  const routes = useClientState((ctx) => ctx.routes);
  const { profiles } = useProfiles();
  const groups = useMemo(() => {
    const agentOf = (r: RouteView) =>
      profiles.find((p) => p.id === r.profile_id)?.candidates.find((c) => c.id === r.candidate)
        ?.agent_profile ??
      r.candidate ??
      'no candidate';
    const byAgent = new Map<string, RouteView[]>();
    for (const r of Object.values(routes)) {
      if (r.caller !== 'office') continue;
      const key = agentOf(r);
      byAgent.set(key, [...(byAgent.get(key) ?? []), r]);
    }
    return [...byAgent.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [routes, profiles]);
  return (
    <main id="main">
      <h1>Office</h1>
      <p className="muted">Routes started by the Office caller, by the agent profile each runs on now.</p>
      {groups.length === 0 && <p>No Office routes yet.</p>}
      {groups.map(([agent, list]) => (
        <details key={agent} className="panel" open data-agent={agent}>
          <summary>
            {agent} <span className="count">{list.length}</span>
          </summary>
          <div className="office-list">
            {list.map((r) => (
              <RouteCard key={r.route_id} route={r} variant="compact" />
            ))}
          </div>
        </details>
      ))}
    </main>
  );
}
