import { z } from 'zod';
import type { AttemptRecord, CircuitRecord, DispatchRecord, StoredProfile, StoredRoute } from './store.ts';
import { CALLERS } from './store.ts';

/** Version of the on-disk layout written into `store.json`: 2 is the record log, 1 per-record files. */
export const STORE_SCHEMA_VERSION = 2;
/** The per-record-file layout that `open()` migrates. */
export const LEGACY_SCHEMA_VERSION = 1;

const utc = z.iso.datetime();
const id = z.string().min(1).max(512);
const count = z.number().int().nonnegative();
const present = z.unknown();

export const dispatchRecordSchema = z.strictObject({
  attempt_id: id,
  invocation_id: id,
  generation: count,
  candidate_id: id,
  recorded_at: utc,
  status: z.enum(['recorded', 'acknowledged', 'succeeded', 'failed']),
});

export const storedRouteSchema = z.strictObject({
  schema_version: z.literal(1),
  route_id: id,
  profile_id: id,
  caller: z.enum(CALLERS),
  machine_version: count,
  created_at: utc,
  updated_at: utc,
  snapshot: present,
  dispatch: dispatchRecordSchema.nullable(),
});

export const attemptRecordSchema = z.strictObject({
  schema_version: z.literal(1),
  route_id: id,
  seq: count,
  at: utc,
  attempt_id: id,
  invocation_id: id,
  generation: count,
  candidate_id: id,
  event: z.enum(['dispatched', 'succeeded', 'failed', 'action', 'reconciled']),
  code: z.string().nullable(),
  class: z.string().nullable(),
  category: z.string().nullable(),
  catalogue_version: z.string().nullable(),
  classifier_rule: z.string().nullable(),
  safe_excerpt: z.string().nullable(),
  policy_snapshot: present,
  decision: z.string().nullable(),
  reason: z.string().nullable(),
  retry_ordinal: count,
  max_retries: count,
  deadline: utc.nullable(),
  pending_outcome: z.string().nullable(),
  action: z.string().nullable().optional(),
  classification: z
    .strictObject({
      confidence: z.enum(['high', 'medium', 'low']),
      scope: z.string().nullable(),
      provider_id: z.string().nullable(),
      model_id: z.string().nullable(),
      phase: z.string().nullable(),
      occurred_at: z.string(),
      retry_after: z.number().nonnegative().nullable(),
      reset_at: z.string().nullable(),
    })
    .nullable()
    .optional(),
});

export const circuitRecordSchema = z.strictObject({
  schema_version: z.literal(1),
  scope_key: id,
  state: z.enum(['closed', 'open', 'half_open']),
  opened_at: utc.nullable(),
  open_until: utc.nullable(),
  consecutive_failures: count,
  probe: z.strictObject({ holder: id, lease_until: utc, acquired_at: utc }).nullable(),
  version: count,
  updated_at: utc,
});

export const storedProfileSchema = z.strictObject({
  schema_version: z.literal(1),
  profile_id: id,
  version: count,
  updated_at: utc,
  document: present,
});

/** `store.json`: marks a folder as a Recourse store and names its layout version. */
export const storeMetaSchema = z.strictObject({
  schema_version: z.literal(STORE_SCHEMA_VERSION),
  format: z.literal('recourse-store'),
  created_at: utc,
  /** Set when the folder was migrated from the per-record-file layout. */
  migrated_from: z.strictObject({ schema_version: z.literal(LEGACY_SCHEMA_VERSION), at: utc }).optional(),
});
export type StoreMeta = z.infer<typeof storeMetaSchema>;

/** `store.json` of the per-record-file layout (schema 1), recognised so it can be migrated. */
export const legacyStoreMetaSchema = z.strictObject({
  schema_version: z.literal(LEGACY_SCHEMA_VERSION),
  format: z.literal('recourse-store'),
  created_at: utc,
});

/** Any `store.json` this version can open. */
export const anyStoreMetaSchema = z.union([storeMetaSchema, legacyStoreMetaSchema]);

// ---------------------------------------------------------------- the record log (schema 2)

/** First record of every segment: its number and where the previous segment's committed bytes end. */
export const segmentHeaderSchema = z.strictObject({
  t: z.literal('segment'),
  segment: z.number().int().positive(),
  previous_end: count.nullable(),
});
/** One route commit: the route's new record and the attempts appended to its history. */
export const routeEntrySchema = z.strictObject({
  t: z.literal('route'),
  route: storedRouteSchema,
  attempts: attemptRecordSchema.array(),
});
export const circuitEntrySchema = z.strictObject({ t: z.literal('circuit'), circuit: circuitRecordSchema });
export const profileEntrySchema = z.strictObject({ t: z.literal('profile'), profile: storedProfileSchema });
export const profileDeletedEntrySchema = z.strictObject({
  t: z.literal('profile_deleted'),
  profile_id: id,
  version: count,
});
/** Written by a clean `close()`: nothing after it in this session can be a torn write. */
export const closeEntrySchema = z.strictObject({ t: z.literal('close'), at: utc });

/** A record of a segment file. */
export const segmentEntrySchema = z.discriminatedUnion('t', [
  segmentHeaderSchema,
  routeEntrySchema,
  circuitEntrySchema,
  profileEntrySchema,
  profileDeletedEntrySchema,
  closeEntrySchema,
]);
export type SegmentEntry = z.infer<typeof segmentEntrySchema>;

/** First record of a snapshot file: replay continues at segment `next_segment`. */
export const snapshotHeaderSchema = z.strictObject({
  t: z.literal('snapshot'),
  format: z.literal('recourse-log-snapshot'),
  schema_version: z.literal(1),
  next_segment: z.number().int().positive(),
  created_at: utc,
});
/** Last record of a snapshot file: how many records came between header and end. */
export const snapshotEndSchema = z.strictObject({ t: z.literal('snapshot_end'), records: count });
export const snapshotEntrySchema = z.discriminatedUnion('t', [
  snapshotHeaderSchema,
  routeEntrySchema,
  circuitEntrySchema,
  profileEntrySchema,
  snapshotEndSchema,
]);
export type SnapshotEntry = z.infer<typeof snapshotEntrySchema>;

// ---------------------------------------------------------------- per-record files (schema 1, migrated)

/**
 * `routes/<key>.json`: the route plus how much of its attempt journal is committed. Journal bytes
 * past `attempts.bytes` belong to a commit that never completed and are not history.
 */
export const routeDocumentSchema = z.strictObject({
  schema_version: z.literal(1),
  route: storedRouteSchema,
  attempts: z.strictObject({ count, bytes: count, last_seq: count.nullable() }),
});
export type RouteDocument = z.infer<typeof routeDocumentSchema>;

/** `circuits/<key>.json`. */
export const circuitDocumentSchema = z.strictObject({
  schema_version: z.literal(1),
  circuit: circuitRecordSchema,
});
export type CircuitDocument = z.infer<typeof circuitDocumentSchema>;

/** `profiles/<key>.json`. */
export const profileDocumentSchema = z.strictObject({
  schema_version: z.literal(1),
  profile: storedProfileSchema,
});
export type ProfileDocument = z.infer<typeof profileDocumentSchema>;

// The schemas must describe exactly the interfaces other rooms code against.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.infer<typeof dispatchRecordSchema>, DispatchRecord>,
  Same<z.infer<typeof storedRouteSchema>, StoredRoute>,
  Same<z.infer<typeof attemptRecordSchema>, AttemptRecord>,
  Same<z.infer<typeof circuitRecordSchema>, CircuitRecord>,
  Same<z.infer<typeof storedProfileSchema>, StoredProfile>,
] = [true, true, true, true, true];
void sameShapes;
