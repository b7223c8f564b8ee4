-- AlterTable
ALTER TABLE "recommendations" ADD COLUMN     "ownerEmail" TEXT,
ADD COLUMN     "remindersStoppedAt" TIMESTAMP(3);
