-- CreateTable
CREATE TABLE "password_reset_requests" (
    "id" BIGSERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "password_reset_requests_email_createdAt_idx" ON "password_reset_requests"("email", "createdAt");

-- CreateIndex
CREATE INDEX "password_reset_requests_ip_createdAt_idx" ON "password_reset_requests"("ip", "createdAt");
