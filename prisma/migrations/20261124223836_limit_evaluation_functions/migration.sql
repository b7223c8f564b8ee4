-- The two reads of a limit evaluation (packages/limits/src/evaluation.ts), as functions: a function
-- keeps the plans of its statements for the connection, where a query sent each time is parsed and
-- planned each time (about 1.4 ms of the 1.7 ms the two reads took). Generic plans: the reads are
-- index lookups whose plans do not depend on the values.

-- The devices touched and the active limits of the place that may reach them (the rules of
-- isLimitActive and coveredDevices, which still judge what is read), and the lock of the place
-- (one evaluation at a time) when there are any.
CREATE FUNCTION limit_definitions(place_id INTEGER, device_ids INTEGER[], lock_class INTEGER) RETURNS json LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS E'
BEGIN
  RETURN (
    WITH touched AS (SELECT id, "deviceTypeId", "zoneId" FROM devices WHERE id = ANY(device_ids) AND "placeId" = place_id),
    pest AS (
      SELECT l.id, json_build_object(
          ''id'', l.id, ''name'', l.name, ''type'', l.type, ''normalSum'', l."normalSum", ''dangerousSum'', l."dangerousSum",
          ''entries'', (SELECT coalesce(json_agg(json_build_object(''objectId'', e."objectId", ''observationId'', e."observationId", ''value'', e.value, ''type'', e.type, ''limitType'', e."limitType", ''percentage'', e.percentage) ORDER BY e.id), ''[]''::json)
            FROM pest_limit_entries e WHERE e."pestLimitId" = l.id),
          ''deviceIds'', (SELECT coalesce(json_agg(x."deviceId" ORDER BY x."deviceId"), ''[]''::json) FROM pest_limit_devices x WHERE x."pestLimitId" = l.id),
          ''deviceTypeIds'', (SELECT coalesce(json_agg(x."deviceTypeId" ORDER BY x."deviceTypeId"), ''[]''::json) FROM pest_limit_device_types x WHERE x."pestLimitId" = l.id),
          ''zoneIds'', (SELECT coalesce(json_agg(x."zoneId" ORDER BY x."zoneId"), ''[]''::json) FROM pest_limit_zones x WHERE x."pestLimitId" = l.id)
        ) AS definition
      FROM pest_limits l
      WHERE l."placeId" = place_id AND EXISTS (SELECT FROM touched)
        AND CASE WHEN l.type = ''DEVICES''
          THEN EXISTS (SELECT FROM pest_limit_devices x JOIN touched t ON t.id = x."deviceId" WHERE x."pestLimitId" = l.id)
          ELSE EXISTS (SELECT FROM pest_limit_device_types x JOIN touched t ON t."deviceTypeId" = x."deviceTypeId" WHERE x."pestLimitId" = l.id
            AND (NOT EXISTS (SELECT FROM pest_limit_zones z WHERE z."pestLimitId" = l.id)
              OR EXISTS (SELECT FROM pest_limit_zones z WHERE z."pestLimitId" = l.id AND z."zoneId" = t."zoneId")))
        END
        AND (l."normalSum" > 0 OR l."dangerousSum" > 0 OR EXISTS (
          SELECT FROM pest_limit_entries e WHERE e."pestLimitId" = l.id
            AND CASE WHEN e."limitType" = ''OBSERVATION'' THEN coalesce(e.percentage, 0) > 0 ELSE e.value > 0 END))
    ),
    critical AS (
      SELECT c.id, json_build_object(
          ''id'', c.id, ''deviceTypeId'', c."deviceTypeId", ''limit'', c."limit",
          ''entries'', (SELECT coalesce(json_agg(json_build_object(''kind'', e.kind, ''deviceTypeObjectId'', e."deviceTypeObjectId", ''deviceTypeObservationId'', e."deviceTypeObservationId", ''limit'', e."limit") ORDER BY e.id), ''[]''::json)
            FROM critical_limit_entries e WHERE e."criticalLimitId" = c.id)
        ) AS definition
      FROM critical_limits c
      WHERE c."placeId" = place_id AND c."deviceTypeId" IN (SELECT "deviceTypeId" FROM touched)
        AND (c."limit" > 0 OR EXISTS (SELECT FROM critical_limit_entries e WHERE e."criticalLimitId" = c.id AND e."limit" > 0))
    ),
    locked AS (
      SELECT pg_advisory_xact_lock(lock_class, place_id)::text AS lock WHERE EXISTS (SELECT FROM pest) OR EXISTS (SELECT FROM critical)
    )
    SELECT json_build_object(
      ''touched'', (SELECT coalesce(json_agg(json_build_object(''id'', id, ''deviceTypeId'', "deviceTypeId", ''zoneId'', "zoneId") ORDER BY id), ''[]''::json) FROM touched),
      ''pestLimits'', (SELECT coalesce(json_agg(definition ORDER BY id), ''[]''::json) FROM pest),
      ''criticalLimits'', (SELECT coalesce(json_agg(definition ORDER BY id), ''[]''::json) FROM critical),
      ''locked'', (SELECT lock FROM locked))
  )\073
END\073
';

-- What the rules count in the window [since, last]: the other devices whose records count (those
-- summed limits cover: their own devices, or their types in every zone or in given zones), the
-- pests of the touched and those devices (a detection of a sensor is one pest of no known kind),
-- and the bait-collect levels of the touched devices when a rule needs them.
CREATE FUNCTION limit_counts(place_id INTEGER, extra_ids INTEGER[], every_zone_types INTEGER[], pair_types INTEGER[], pair_zones INTEGER[], touched_ids INTEGER[], since_at TIMESTAMP, until_at TIMESTAMP, need_observations BOOLEAN) RETURNS json LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS E'
BEGIN
  RETURN (
    WITH others AS (
      SELECT id, "deviceTypeId", "zoneId" FROM devices
      WHERE cardinality(extra_ids) + cardinality(every_zone_types) + cardinality(pair_types) > 0 AND "placeId" = place_id AND "deletedAt" IS NULL
        AND (id = ANY(extra_ids) OR "deviceTypeId" = ANY(every_zone_types)
          OR ("deviceTypeId", "zoneId") IN (SELECT t, z FROM unnest(pair_types, pair_zones) AS pair(t, z)))
    ),
    ids AS (SELECT ARRAY(SELECT unnest(touched_ids) UNION SELECT id FROM others) AS ids),
    pests AS (
      SELECT r."deviceId", r."deviceTypeObjectId" AS "objectId", o.category::text AS category, sum(r.amount)::float8 AS amount
      FROM device_object_records r JOIN device_type_objects o ON o.id = r."deviceTypeObjectId"
      WHERE r."deviceId" = ANY((SELECT ids FROM ids)::int[]) AND r."createdAt" >= since_at AND r."createdAt" <= until_at
      GROUP BY 1, 2, 3
      UNION ALL
      SELECT s."deviceId", NULL::int, ''NORMAL'', count(*)::float8
      FROM lora_devices s JOIN lora_uplinks u ON u."loraDeviceId" = s.id
      WHERE s."deviceId" = ANY((SELECT ids FROM ids)::int[]) AND u."receivedAt" >= since_at AND u."receivedAt" <= until_at AND u.data->''Status''->>''detectStatus'' = ''1''
      GROUP BY 1
    ), observations AS (
      SELECT "deviceId", "deviceTypeObservationId" AS "observationId", max(amount)::float8 AS percentage
      FROM device_observation_records
      WHERE need_observations AND "deviceId" = ANY(touched_ids) AND type = ''BAIT_COLLECT'' AND "createdAt" >= since_at AND "createdAt" <= until_at
      GROUP BY 1, 2
    )
    SELECT json_build_object(
      ''others'', (SELECT coalesce(json_agg(json_build_object(''id'', id, ''deviceTypeId'', "deviceTypeId", ''zoneId'', "zoneId")), ''[]''::json) FROM others),
      ''pests'', (SELECT coalesce(json_agg(json_build_object(''deviceId'', "deviceId", ''objectId'', "objectId", ''category'', category, ''amount'', amount)), ''[]''::json) FROM pests),
      ''observations'', (SELECT coalesce(json_agg(json_build_object(''deviceId'', "deviceId", ''observationId'', "observationId", ''percentage'', percentage)), ''[]''::json) FROM observations))
  )\073
END\073
';
