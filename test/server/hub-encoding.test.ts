import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteView } from '../../actors/engine-api.ts';
import { view } from '../../bench/relay.ts';
import { reportResultJson } from '../../server/hub.ts';
import type { ServerMessage } from '../../server/protocol.ts';

type ReportResult = Extract<ServerMessage, { type: 'report_result' }>;

describe('the hub encodes a report_result with the published view’s JSON (issue 12)', () => {
  it('writes exactly what JSON.stringify of the whole answer writes, for any ids, reasons and messages', () => {
    const text = fc.option(fc.string({ unit: 'binary' }), { nil: null });
    fc.assert(
      fc.property(
        text,
        fc.constantFrom<ReportResult['kind']>('effect', 'phase', 'outcome'),
        fc.boolean(),
        text,
        text,
        fc.nat(1000),
        (id, kind, ok, reason, message, generation) => {
          const snapshot: RouteView = { ...view(`rt_"${id ?? ''}"`, generation), reason };
          const answer: ReportResult = { type: 'report_result', id, kind, ok, reason, message, snapshot };
          expect(reportResultJson(answer, JSON.stringify(snapshot))).toBe(JSON.stringify(answer));
        },
      ),
      { numRuns: 300 },
    );
  });
});
