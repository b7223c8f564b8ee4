-- AlterEnum
ALTER TYPE "NotificationKey" ADD VALUE 'PEST_LIMIT_EXCEEDED';

-- CreateTable
CREATE TABLE "limit_breaches" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "pestLimitId" INTEGER,
    "criticalLimitId" INTEGER,
    "deviceId" INTEGER,
    "rule" TEXT NOT NULL,
    "objectId" INTEGER,
    "observationId" INTEGER,
    "subjectKey" TEXT NOT NULL,
    "limitName" TEXT NOT NULL,
    "measured" DOUBLE PRECISION NOT NULL,
    "threshold" INTEGER NOT NULL,
    "breachedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "limit_breaches_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "limit_breaches_uuid_key" ON "limit_breaches"("uuid");

-- CreateIndex
CREATE INDEX "limit_breaches_placeId_breachedAt_idx" ON "limit_breaches"("placeId", "breachedAt");

-- CreateIndex
CREATE INDEX "limit_breaches_placeId_subjectKey_breachedAt_idx" ON "limit_breaches"("placeId", "subjectKey", "breachedAt");

-- CreateIndex
CREATE INDEX "limit_breaches_deviceId_idx" ON "limit_breaches"("deviceId");

-- AddForeignKey
ALTER TABLE "limit_breaches" ADD CONSTRAINT "limit_breaches_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "limit_breaches" ADD CONSTRAINT "limit_breaches_pestLimitId_fkey" FOREIGN KEY ("pestLimitId") REFERENCES "pest_limits"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "limit_breaches" ADD CONSTRAINT "limit_breaches_criticalLimitId_fkey" FOREIGN KEY ("criticalLimitId") REFERENCES "critical_limits"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "limit_breaches" ADD CONSTRAINT "limit_breaches_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "devices"("id") ON DELETE SET NULL ON UPDATE CASCADE;
