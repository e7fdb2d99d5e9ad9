-- Recourse store, version 1: one row per route, circuit and profile; attempts append-only.
-- Records are the validated JSON of persistence/store.ts; columns repeat only what queries need.
CREATE TABLE routes (
  route_id    text PRIMARY KEY,
  record      jsonb NOT NULL,
  last_seq    integer,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE attempts (
  route_id  text NOT NULL REFERENCES routes (route_id) ON DELETE CASCADE,
  seq       integer NOT NULL,
  record    jsonb NOT NULL,
  PRIMARY KEY (route_id, seq)
);

CREATE TABLE circuits (
  scope_key  text PRIMARY KEY,
  version    integer NOT NULL,
  record     jsonb NOT NULL
);

CREATE TABLE profiles (
  profile_id  text PRIMARY KEY,
  version     integer NOT NULL,
  record      jsonb NOT NULL
);
