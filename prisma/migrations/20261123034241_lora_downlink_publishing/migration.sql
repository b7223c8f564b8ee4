-- AlterTable
ALTER TABLE "lora_devices" ADD COLUMN     "chirpstackApplicationId" TEXT;

-- AlterTable
ALTER TABLE "lora_downlinks" ADD COLUMN     "publishedAt" TIMESTAMP(3);
