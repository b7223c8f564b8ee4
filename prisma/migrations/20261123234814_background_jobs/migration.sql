-- CreateTable
CREATE TABLE "background_jobs" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "userId" INTEGER,
    "companyId" INTEGER,
    "progressPercent" INTEGER,
    "progressPhase" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "background_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_schedules" (
    "name" TEXT NOT NULL,
    "cron" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL,
    "lastTick" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "job_schedules_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "background_jobs_userId_createdAt_idx" ON "background_jobs"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "background_jobs_companyId_createdAt_idx" ON "background_jobs"("companyId", "createdAt");

-- AddForeignKey
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;
