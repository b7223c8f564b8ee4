-- AlterTable
ALTER TABLE "lora_devices" ADD COLUMN     "batteryAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "lora_uplinks" ALTER COLUMN "fCnt" SET DATA TYPE BIGINT;

-- Gateway ids in one form: upper-case hex, as the gateways themselves are stored.
UPDATE "lora_uplinks" SET "gatewayId" = upper("gatewayId") WHERE "gatewayId" <> upper("gatewayId");
