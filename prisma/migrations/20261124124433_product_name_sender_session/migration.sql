-- AlterTable
ALTER TABLE "product_settings" ADD COLUMN     "mailFrom" TEXT,
ADD COLUMN     "productName" TEXT NOT NULL DEFAULT 'Trapline',
ADD COLUMN     "sessionDays" INTEGER;
