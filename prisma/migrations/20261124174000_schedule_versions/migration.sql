-- The schedule's occurrence lists are cached by the API under the data versions of the places they
-- cover (the sum of those versions, with the catalogue's for users' names: every bump raises it).
-- Places' and users' names already bump them, and these triggers add the schedule itself: its events,
-- their assignees and their exceptions, in the same transaction as the write, whichever program
-- writes.

-- Events: the places they are in, before and after.
CREATE FUNCTION place_schedule_events_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    PERFORM statistics_bump(ARRAY(SELECT DISTINCT "placeId" FROM new_rows))\073
  ELSIF TG_OP = ''DELETE'' THEN
    PERFORM statistics_bump(ARRAY(SELECT DISTINCT "placeId" FROM old_rows))\073
  ELSE
    PERFORM statistics_bump(ARRAY(SELECT "placeId" FROM old_rows UNION SELECT "placeId" FROM new_rows))\073
  END IF\073
  RETURN NULL\073
END\073
';

-- Assignees and exceptions: the places of their events.
CREATE FUNCTION place_schedule_parts_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    PERFORM statistics_bump(ARRAY(SELECT DISTINCT e."placeId" FROM schedule_events e WHERE e.id IN (SELECT "scheduleEventId" FROM new_rows)))\073
  ELSIF TG_OP = ''DELETE'' THEN
    PERFORM statistics_bump(ARRAY(SELECT DISTINCT e."placeId" FROM schedule_events e WHERE e.id IN (SELECT "scheduleEventId" FROM old_rows)))\073
  ELSE
    PERFORM statistics_bump(ARRAY(SELECT DISTINCT e."placeId" FROM schedule_events e WHERE e.id IN (SELECT "scheduleEventId" FROM old_rows UNION SELECT "scheduleEventId" FROM new_rows)))\073
  END IF\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER place_data_inserted AFTER INSERT ON schedule_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_schedule_events_changed();
CREATE TRIGGER place_data_updated AFTER UPDATE ON schedule_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_schedule_events_changed();
CREATE TRIGGER place_data_deleted AFTER DELETE ON schedule_events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION place_schedule_events_changed();
CREATE TRIGGER place_data_inserted AFTER INSERT ON schedule_event_users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_schedule_parts_changed();
CREATE TRIGGER place_data_updated AFTER UPDATE ON schedule_event_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_schedule_parts_changed();
CREATE TRIGGER place_data_deleted AFTER DELETE ON schedule_event_users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION place_schedule_parts_changed();
CREATE TRIGGER place_data_inserted AFTER INSERT ON schedule_event_exceptions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_schedule_parts_changed();
CREATE TRIGGER place_data_updated AFTER UPDATE ON schedule_event_exceptions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_schedule_parts_changed();
CREATE TRIGGER place_data_deleted AFTER DELETE ON schedule_event_exceptions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION place_schedule_parts_changed();
CREATE TRIGGER place_data_truncated AFTER TRUNCATE ON schedule_events FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER place_data_truncated AFTER TRUNCATE ON schedule_event_users FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER place_data_truncated AFTER TRUNCATE ON schedule_event_exceptions FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
