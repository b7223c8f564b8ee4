-- AlterTable
ALTER TABLE "login_attempts" ADD COLUMN     "clearedAt" TIMESTAMP(3);
