-- CreateTable
CREATE TABLE "product_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "defaultLanguage" "Language" NOT NULL DEFAULT 'PL',
    "qrLabelBaseUrl" TEXT,
    "updatedById" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "product_settings_pkey" PRIMARY KEY ("id")
);
