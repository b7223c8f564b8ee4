-- CreateTable
CREATE TABLE "statistics_versions" (
    "placeId" INTEGER NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "statistics_versions_pkey" PRIMARY KEY ("placeId")
);

-- The versions of what places' statistics answers depend on (see the model in schema.prisma), bumped
-- by triggers in the same transaction as the write, whichever program writes (API, workers, imports):
-- a cached answer read under an older version is never served again once the write commits.
-- Record writes bump once per statement (the places of the devices in the statement's rows), so a
-- batch of records costs one upsert per place. Versions are taken in place order (no deadlocks
-- between two statements bumping the same places).
CREATE FUNCTION statistics_bump(places INTEGER[]) RETURNS void LANGUAGE sql AS E'
  INSERT INTO statistics_versions ("placeId", version)
  SELECT DISTINCT p, 1 FROM unnest(places) AS p WHERE p IS NOT NULL ORDER BY p
  ON CONFLICT ("placeId") DO UPDATE SET version = statistics_versions.version + 1\073
';

-- Records (device and inspection records alike): the places of their devices, before and after.
CREATE FUNCTION statistics_records_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    PERFORM statistics_bump(ARRAY(SELECT DISTINCT d."placeId" FROM devices d WHERE d.id IN (SELECT "deviceId" FROM new_rows)))\073
  ELSIF TG_OP = ''DELETE'' THEN
    PERFORM statistics_bump(ARRAY(SELECT DISTINCT d."placeId" FROM devices d WHERE d.id IN (SELECT "deviceId" FROM old_rows)))\073
  ELSE
    PERFORM statistics_bump(ARRAY(SELECT DISTINCT d."placeId" FROM devices d WHERE d.id IN (SELECT "deviceId" FROM old_rows UNION SELECT "deviceId" FROM new_rows)))\073
  END IF\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER statistics_inserted AFTER INSERT ON device_object_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_records_changed();
CREATE TRIGGER statistics_updated AFTER UPDATE ON device_object_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_records_changed();
CREATE TRIGGER statistics_deleted AFTER DELETE ON device_object_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_records_changed();
CREATE TRIGGER statistics_inserted AFTER INSERT ON device_action_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_records_changed();
CREATE TRIGGER statistics_updated AFTER UPDATE ON device_action_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_records_changed();
CREATE TRIGGER statistics_deleted AFTER DELETE ON device_action_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_records_changed();
CREATE TRIGGER statistics_inserted AFTER INSERT ON device_observation_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_records_changed();
CREATE TRIGGER statistics_updated AFTER UPDATE ON device_observation_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_records_changed();
CREATE TRIGGER statistics_deleted AFTER DELETE ON device_observation_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_records_changed();

-- Devices: new and removed ones, and changes of what the answer groups by or names them with.
-- Updates are checked per row by the WHEN clause, so the frequent updates that change none of
-- these columns (sensor signals, alerts, map positions) call nothing.
CREATE FUNCTION statistics_devices_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    PERFORM statistics_bump(ARRAY(SELECT "placeId" FROM new_rows))\073
  ELSIF TG_OP = ''DELETE'' THEN
    PERFORM statistics_bump(ARRAY(SELECT "placeId" FROM old_rows))\073
  ELSE
    PERFORM statistics_bump(ARRAY[OLD."placeId", NEW."placeId"])\073
  END IF\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER statistics_inserted AFTER INSERT ON devices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_devices_changed();
CREATE TRIGGER statistics_deleted AFTER DELETE ON devices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_devices_changed();
CREATE TRIGGER statistics_updated AFTER UPDATE ON devices FOR EACH ROW
  WHEN ((OLD."placeId", OLD."zoneId", OLD."deviceTypeId", OLD."uniqueId", OLD.name, OLD."deletedAt") IS DISTINCT FROM (NEW."placeId", NEW."zoneId", NEW."deviceTypeId", NEW."uniqueId", NEW.name, NEW."deletedAt"))
  EXECUTE FUNCTION statistics_devices_changed();

-- Zones (their names) and the place's name.
CREATE FUNCTION statistics_place_named() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_TABLE_NAME = ''places'' THEN
    PERFORM statistics_bump(ARRAY[NEW.id])\073
  ELSIF TG_OP = ''INSERT'' THEN
    PERFORM statistics_bump(ARRAY[NEW."placeId"])\073
  ELSIF TG_OP = ''DELETE'' THEN
    PERFORM statistics_bump(ARRAY[OLD."placeId"])\073
  ELSE
    PERFORM statistics_bump(ARRAY[OLD."placeId", NEW."placeId"])\073
  END IF\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER statistics_changed AFTER INSERT OR UPDATE OR DELETE ON place_zones FOR EACH ROW EXECUTE FUNCTION statistics_place_named();
CREATE TRIGGER statistics_renamed AFTER UPDATE ON places FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION statistics_place_named();

-- The catalogue (names, translations, categories), and any TRUNCATE of what the answers read:
-- version 0, part of every cached answer's key, so every place's answers are read afresh.
CREATE FUNCTION statistics_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM statistics_bump(ARRAY[0])\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER statistics_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON device_types FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER statistics_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON device_type_objects FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER statistics_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON device_type_actions FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER statistics_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON device_type_observations FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER statistics_truncated AFTER TRUNCATE ON device_object_records FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER statistics_truncated AFTER TRUNCATE ON device_action_records FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER statistics_truncated AFTER TRUNCATE ON device_observation_records FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER statistics_truncated AFTER TRUNCATE ON devices FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER statistics_truncated AFTER TRUNCATE ON place_zones FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER statistics_truncated AFTER TRUNCATE ON places FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
