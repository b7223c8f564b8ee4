-- DropIndex
DROP INDEX "devices_placeId_detect_prefix_number_idx";

-- DropIndex
DROP INDEX "devices_placeId_uniqueId_key";

-- AlterTable
ALTER TABLE "lora_devices" ADD COLUMN     "configuration" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "maps" ADD COLUMN     "fileCategoryId" INTEGER;

-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "dedupeKey" TEXT;

-- CreateIndex
CREATE INDEX "device_action_records_inspectionDeviceId_idx" ON "device_action_records"("inspectionDeviceId");

-- CreateIndex
CREATE INDEX "device_images_inspectionId_idx" ON "device_images"("inspectionId");

-- CreateIndex
CREATE INDEX "device_images_inspectionDeviceId_idx" ON "device_images"("inspectionDeviceId");

-- CreateIndex
CREATE INDEX "device_object_records_inspectionDeviceId_idx" ON "device_object_records"("inspectionDeviceId");

-- CreateIndex
CREATE INDEX "device_observation_records_inspectionDeviceId_idx" ON "device_observation_records"("inspectionDeviceId");

-- CreateIndex
CREATE UNIQUE INDEX "device_type_action_links_global_key" ON "device_type_action_links"("deviceTypeId", "actionId") WHERE ("companyId" IS NULL);

-- CreateIndex
CREATE UNIQUE INDEX "device_type_object_links_global_key" ON "device_type_object_links"("deviceTypeId", "objectId") WHERE ("companyId" IS NULL);

-- CreateIndex
CREATE UNIQUE INDEX "device_type_observation_links_global_key" ON "device_type_observation_links"("deviceTypeId", "observationId") WHERE ("companyId" IS NULL);

-- CreateIndex
CREATE INDEX "devices_list_order_idx" ON "devices"("placeId", "detect" DESC, "prefix", "number") WHERE ("deletedAt" IS NULL);

-- CreateIndex
CREATE UNIQUE INDEX "devices_placeId_uniqueId_live_key" ON "devices"("placeId", "uniqueId") WHERE ("deletedAt" IS NULL);

-- CreateIndex
CREATE INDEX "lora_devices_placeId_idx" ON "lora_devices"("placeId");

-- CreateIndex
CREATE INDEX "lora_devices_deviceId_idx" ON "lora_devices"("deviceId");

-- CreateIndex
CREATE UNIQUE INDEX "notifications_userId_dedupeKey_key" ON "notifications"("userId", "dedupeKey");

-- AddForeignKey
ALTER TABLE "maps" ADD CONSTRAINT "maps_fileCategoryId_fkey" FOREIGN KEY ("fileCategoryId") REFERENCES "place_file_categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;
