-- CreateIndex
CREATE INDEX "lora_unclaimed_uplinks_receivedAt_idx" ON "lora_unclaimed_uplinks"("receivedAt");
