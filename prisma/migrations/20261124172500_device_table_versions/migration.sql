-- An inspection's device table (the inspection's devices, their records with who made them, and
-- their photos' ids) is cached by the API under the place's data version, like statistics. Besides
-- what already bumps that version (records, devices, zones, the catalogue), the table depends on
-- the inspection's devices (added, removed, scanned, checked), on the photos taken in the
-- inspection and on the names of the users who recorded: these bump it too, in the same
-- transaction as the write. A bump the statistics did not need only costs them one recomputation.

-- The inspection's devices and photos: the places of their inspections, before and after.
CREATE FUNCTION place_inspection_rows_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    PERFORM statistics_bump(ARRAY(SELECT DISTINCT i."placeId" FROM inspections i WHERE i.id IN (SELECT "inspectionId" FROM new_rows)))\073
  ELSIF TG_OP = ''DELETE'' THEN
    PERFORM statistics_bump(ARRAY(SELECT DISTINCT i."placeId" FROM inspections i WHERE i.id IN (SELECT "inspectionId" FROM old_rows)))\073
  ELSE
    PERFORM statistics_bump(ARRAY(SELECT DISTINCT i."placeId" FROM inspections i WHERE i.id IN (SELECT "inspectionId" FROM old_rows UNION SELECT "inspectionId" FROM new_rows)))\073
  END IF\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER place_data_inserted AFTER INSERT ON inspection_devices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_inspection_rows_changed();
CREATE TRIGGER place_data_updated AFTER UPDATE ON inspection_devices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_inspection_rows_changed();
CREATE TRIGGER place_data_deleted AFTER DELETE ON inspection_devices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION place_inspection_rows_changed();
CREATE TRIGGER place_data_inserted AFTER INSERT ON device_images REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_inspection_rows_changed();
CREATE TRIGGER place_data_updated AFTER UPDATE ON device_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_inspection_rows_changed();
CREATE TRIGGER place_data_deleted AFTER DELETE ON device_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION place_inspection_rows_changed();

-- A recorder's name: rare, so every place's version (the catalogue's, 0) goes up.
CREATE TRIGGER place_data_renamed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.name, OLD.surname) IS DISTINCT FROM (NEW.name, NEW.surname))
  EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER place_data_truncated AFTER TRUNCATE ON inspection_devices FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER place_data_truncated AFTER TRUNCATE ON device_images FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
CREATE TRIGGER place_data_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION statistics_catalogue_changed();
