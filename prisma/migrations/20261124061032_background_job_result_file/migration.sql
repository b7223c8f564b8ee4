-- AlterTable
ALTER TABLE "background_jobs" ADD COLUMN     "resultFileKey" TEXT;
