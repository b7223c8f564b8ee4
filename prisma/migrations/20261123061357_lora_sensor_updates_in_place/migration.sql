-- Every stored uplink updates its sensor's row (and its device's): in place ("HOT" updates,
-- no new index entries) only when no indexed column changes and the page has room for the new
-- version. lastUplinkAt changes with each uplink, and its index served no query (the silence
-- check reads nearly every sensor, the lists sort with NULLS LAST, which it cannot give).
-- DropIndex
DROP INDEX "lora_devices_lastUplinkAt_idx";

-- Room on each page for the next versions of its rows (new pages at once, existing ones as they
-- are rewritten).
ALTER TABLE "lora_devices" SET (fillfactor = 85);
ALTER TABLE "devices" SET (fillfactor = 85);
