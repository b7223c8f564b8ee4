-- CreateTable
CREATE TABLE "statistics_daily" (
    "kind" SMALLINT NOT NULL,
    "placeId" INTEGER NOT NULL,
    "zoneId" INTEGER NOT NULL,
    "deviceTypeId" INTEGER NOT NULL,
    "itemId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "cents" BIGINT NOT NULL,
    "records" INTEGER NOT NULL,

    CONSTRAINT "statistics_daily_pkey" PRIMARY KEY ("kind","placeId","day","zoneId","deviceTypeId","itemId")
);

-- CreateTable
CREATE TABLE "statistics_device_monthly" (
    "kind" SMALLINT NOT NULL,
    "placeId" INTEGER NOT NULL,
    "deviceId" INTEGER NOT NULL,
    "month" DATE NOT NULL,
    "itemId" INTEGER NOT NULL,
    "cents" BIGINT NOT NULL,
    "records" INTEGER NOT NULL,

    CONSTRAINT "statistics_device_monthly_pkey" PRIMARY KEY ("kind","placeId","month","deviceId","itemId")
);

-- The sums are kept by the triggers below, in the transaction of every write, whichever program
-- writes. Days (and months) are those of the rollup time zone, Europe/Warsaw: the API reads the
-- sums only for requests whose days are the same (docs/decisions.md). Record writes add their
-- rows once per statement, grouped, in key order (no deadlocks between two statements
-- adding to the same sums): a removed record subtracts itself, so a sum whose records are all gone
-- has `records` 0 and counts as absent. Amounts are kept in cents (integers: exact, and quick to sum).

-- Adds records (or, with negative amounts and counts, removes them) of one kind to the sums, under
-- the current place, zone and type of their devices. Records whose device is gone add nothing: a device removed for
-- good takes its sums away itself (statistics_rollup_device_removed), before its records go.
CREATE FUNCTION statistics_rollup_add(k SMALLINT, device_ids INTEGER[], item_ids INTEGER[], created TIMESTAMP[], amounts NUMERIC[], counts INTEGER[]) RETURNS void LANGUAGE sql AS E'
  WITH c AS (
    SELECT d."placeId", coalesce(d."zoneId", 0) AS zone, d."deviceTypeId" AS type, c.device, c.item,
      ((c.at AT TIME ZONE ''UTC'') AT TIME ZONE ''Europe/Warsaw'')::date AS day, (c.amount * 100)::bigint AS cents, c.n
    FROM unnest(device_ids, item_ids, created, amounts, counts) AS c(device, item, at, amount, n)
    JOIN devices d ON d.id = c.device
  ), daily AS (
    INSERT INTO statistics_daily AS s (kind, "placeId", "zoneId", "deviceTypeId", "itemId", day, cents, records)
    SELECT k, "placeId", zone, type, item, day, sum(cents), sum(n) FROM c
    GROUP BY "placeId", day, zone, type, item HAVING sum(n) <> 0 OR sum(cents) <> 0
    ORDER BY "placeId", day, zone, type, item
    ON CONFLICT (kind, "placeId", day, "zoneId", "deviceTypeId", "itemId") DO UPDATE SET cents = s.cents + EXCLUDED.cents, records = s.records + EXCLUDED.records
  )
  INSERT INTO statistics_device_monthly AS s (kind, "placeId", "deviceId", month, "itemId", cents, records)
  SELECT k, "placeId", device, date_trunc(''month'', day)::date, item, sum(cents), sum(n) FROM c
  GROUP BY "placeId", date_trunc(''month'', day)::date, device, item HAVING sum(n) <> 0 OR sum(cents) <> 0
  ORDER BY "placeId", date_trunc(''month'', day)::date, device, item
  ON CONFLICT (kind, "placeId", month, "deviceId", "itemId") DO UPDATE SET cents = s.cents + EXCLUDED.cents, records = s.records + EXCLUDED.records\073
';

-- Records of one kind (TG_ARGV: its item column and its kind): the new rows of a statement add, its
-- old rows subtract (an update does both: one that changes none of device, item, time and amount
-- nets to nothing).
CREATE FUNCTION statistics_rollup_records_changed() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  changes text\073
BEGIN
  IF TG_OP = ''INSERT'' THEN
    changes := format(''SELECT "deviceId" AS device, %I AS item, "createdAt" AS at, amount, 1 AS n FROM new_rows'', TG_ARGV[0])\073
  ELSIF TG_OP = ''DELETE'' THEN
    changes := format(''SELECT "deviceId" AS device, %I AS item, "createdAt" AS at, -amount AS amount, -1 AS n FROM old_rows'', TG_ARGV[0])\073
  ELSE
    changes := format(''SELECT "deviceId" AS device, %1$I AS item, "createdAt" AS at, amount, 1 AS n FROM new_rows UNION ALL SELECT "deviceId", %1$I, "createdAt", -amount, -1 FROM old_rows'', TG_ARGV[0])\073
  END IF\073
  EXECUTE format(''SELECT statistics_rollup_add($1, array_agg(device), array_agg(item), array_agg(at), array_agg(amount), array_agg(n)) FROM (%s) c'', changes) USING TG_ARGV[1]::smallint\073
  RETURN NULL\073
END\073
';

-- Every record of a device, with its kind (for moving and removing the sums of a device).
CREATE FUNCTION statistics_rollup_device_records(device INTEGER) RETURNS TABLE (kind SMALLINT, item INTEGER, day DATE, cents BIGINT, n BIGINT) LANGUAGE sql STABLE AS E'
  SELECT k, item, ((at AT TIME ZONE ''UTC'') AT TIME ZONE ''Europe/Warsaw'')::date, (sum(amount) * 100)::bigint, count(*)
  FROM (
    SELECT 1::smallint AS k, "deviceTypeObjectId" AS item, "createdAt" AS at, amount FROM device_object_records WHERE "deviceId" = device
    UNION ALL SELECT 2::smallint, "deviceTypeActionId", "createdAt", amount FROM device_action_records WHERE "deviceId" = device
    UNION ALL SELECT 3::smallint, "deviceTypeObservationId", "createdAt", amount FROM device_observation_records WHERE "deviceId" = device
  ) r
  GROUP BY 1, 2, 3\073
';

-- A device that changes place, zone or type takes the sums of its records with it (read once:
-- subtracted from the old place, zone and type, added to the new, which the trigger condition
-- keeps different).
CREATE FUNCTION statistics_rollup_device_moved() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO statistics_daily AS s (kind, "placeId", "zoneId", "deviceTypeId", "itemId", day, cents, records)
  SELECT r.kind, side.place, side.zone, side.type, r.item, r.day, side.sign * r.cents, side.sign * r.n
  FROM statistics_rollup_device_records(NEW.id) r,
    (VALUES (-1, OLD."placeId", coalesce(OLD."zoneId", 0), OLD."deviceTypeId"), (1, NEW."placeId", coalesce(NEW."zoneId", 0), NEW."deviceTypeId")) AS side(sign, place, zone, type)
  ORDER BY r.kind, side.place, r.day, side.zone, side.type, r.item
  ON CONFLICT (kind, "placeId", day, "zoneId", "deviceTypeId", "itemId") DO UPDATE SET cents = s.cents + EXCLUDED.cents, records = s.records + EXCLUDED.records\073
  IF OLD."placeId" <> NEW."placeId" THEN
    UPDATE statistics_device_monthly SET "placeId" = NEW."placeId" WHERE "placeId" = OLD."placeId" AND "deviceId" = OLD.id\073
  END IF\073
  RETURN NULL\073
END\073
';

-- A device removed for good (its records go with it, after it: they no longer find it) takes its
-- sums away first.
CREATE FUNCTION statistics_rollup_device_removed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO statistics_daily AS s (kind, "placeId", "zoneId", "deviceTypeId", "itemId", day, cents, records)
  SELECT r.kind, OLD."placeId", coalesce(OLD."zoneId", 0), OLD."deviceTypeId", r.item, r.day, -r.cents, -r.n FROM statistics_rollup_device_records(OLD.id) r
  ORDER BY r.kind, r.day, r.item
  ON CONFLICT (kind, "placeId", day, "zoneId", "deviceTypeId", "itemId") DO UPDATE SET cents = s.cents + EXCLUDED.cents, records = s.records + EXCLUDED.records\073
  DELETE FROM statistics_device_monthly WHERE "placeId" = OLD."placeId" AND "deviceId" = OLD.id\073
  RETURN OLD\073
END\073
';

-- Emptied tables empty the sums they fed.
CREATE FUNCTION statistics_rollup_truncated() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_ARGV[0] = ''all'' THEN
    DELETE FROM statistics_daily\073
    DELETE FROM statistics_device_monthly\073
  ELSE
    DELETE FROM statistics_daily WHERE kind = TG_ARGV[0]::smallint\073
    DELETE FROM statistics_device_monthly WHERE kind = TG_ARGV[0]::smallint\073
  END IF\073
  RETURN NULL\073
END\073
';

-- Room on each page for the new versions of updated sums (no index holds the sums: HOT updates).
ALTER TABLE statistics_daily SET (fillfactor = 80);
ALTER TABLE statistics_device_monthly SET (fillfactor = 80);

CREATE TRIGGER statistics_rollup_inserted AFTER INSERT ON device_object_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_records_changed('deviceTypeObjectId', '1');
CREATE TRIGGER statistics_rollup_updated AFTER UPDATE ON device_object_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_records_changed('deviceTypeObjectId', '1');
CREATE TRIGGER statistics_rollup_deleted AFTER DELETE ON device_object_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_records_changed('deviceTypeObjectId', '1');
CREATE TRIGGER statistics_rollup_truncated AFTER TRUNCATE ON device_object_records FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_truncated('1');
CREATE TRIGGER statistics_rollup_inserted AFTER INSERT ON device_action_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_records_changed('deviceTypeActionId', '2');
CREATE TRIGGER statistics_rollup_updated AFTER UPDATE ON device_action_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_records_changed('deviceTypeActionId', '2');
CREATE TRIGGER statistics_rollup_deleted AFTER DELETE ON device_action_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_records_changed('deviceTypeActionId', '2');
CREATE TRIGGER statistics_rollup_truncated AFTER TRUNCATE ON device_action_records FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_truncated('2');
CREATE TRIGGER statistics_rollup_inserted AFTER INSERT ON device_observation_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_records_changed('deviceTypeObservationId', '3');
CREATE TRIGGER statistics_rollup_updated AFTER UPDATE ON device_observation_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_records_changed('deviceTypeObservationId', '3');
CREATE TRIGGER statistics_rollup_deleted AFTER DELETE ON device_observation_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_records_changed('deviceTypeObservationId', '3');
CREATE TRIGGER statistics_rollup_truncated AFTER TRUNCATE ON device_observation_records FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_truncated('3');
CREATE TRIGGER statistics_rollup_moved AFTER UPDATE ON devices FOR EACH ROW
  WHEN ((OLD."placeId", OLD."zoneId", OLD."deviceTypeId") IS DISTINCT FROM (NEW."placeId", NEW."zoneId", NEW."deviceTypeId"))
  EXECUTE FUNCTION statistics_rollup_device_moved();
CREATE TRIGGER statistics_rollup_removed BEFORE DELETE ON devices FOR EACH ROW EXECUTE FUNCTION statistics_rollup_device_removed();
CREATE TRIGGER statistics_rollup_truncated AFTER TRUNCATE ON devices FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_truncated('all');

-- The sums of the records already there.
INSERT INTO statistics_daily (kind, "placeId", "zoneId", "deviceTypeId", "itemId", day, cents, records)
SELECT r.kind, d."placeId", coalesce(d."zoneId", 0), d."deviceTypeId", r.item, ((r.at AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Warsaw')::date AS day, (sum(r.amount) * 100)::bigint, count(*)
FROM (
  SELECT 1::smallint AS kind, "deviceId", "deviceTypeObjectId" AS item, "createdAt" AS at, amount FROM device_object_records
  UNION ALL SELECT 2::smallint, "deviceId", "deviceTypeActionId", "createdAt", amount FROM device_action_records
  UNION ALL SELECT 3::smallint, "deviceId", "deviceTypeObservationId", "createdAt", amount FROM device_observation_records
) r JOIN devices d ON d.id = r."deviceId"
GROUP BY 1, 2, 3, 4, 5, 6;

INSERT INTO statistics_device_monthly (kind, "placeId", "deviceId", month, "itemId", cents, records)
SELECT r.kind, d."placeId", r."deviceId", date_trunc('month', (r.at AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Warsaw')::date, r.item, (sum(r.amount) * 100)::bigint, count(*)
FROM (
  SELECT 1::smallint AS kind, "deviceId", "deviceTypeObjectId" AS item, "createdAt" AS at, amount FROM device_object_records
  UNION ALL SELECT 2::smallint, "deviceId", "deviceTypeActionId", "createdAt", amount FROM device_action_records
  UNION ALL SELECT 3::smallint, "deviceId", "deviceTypeObservationId", "createdAt", amount FROM device_observation_records
) r JOIN devices d ON d.id = r."deviceId"
GROUP BY 1, 2, 3, 4, 5;
