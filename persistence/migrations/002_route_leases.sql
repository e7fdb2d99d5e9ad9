-- Recourse store, version 2: route ownership for several service processes on one database.
-- Each route is run by the process holding its lease. `fence` increases on every takeover; a route
-- write names the fence it holds and changes nothing once another process took the route over.
-- Expiry is judged on the database's clock, so processes with skewed clocks agree.
CREATE TABLE route_leases (
  route_id    text PRIMARY KEY,
  owner       text NOT NULL,
  fence       bigint NOT NULL,
  expires_at  timestamptz NOT NULL
);

CREATE INDEX route_leases_expires_at ON route_leases (expires_at);
CREATE INDEX route_leases_owner ON route_leases (owner);

-- Routes written before leases existed belong to nobody: the next process to start takes them over.
INSERT INTO route_leases (route_id, owner, fence, expires_at)
SELECT route_id, '', 0, '-infinity' FROM routes;
