-- CreateIndex
CREATE INDEX "recommendations_placeId_createdAt_id_idx" ON "recommendations"("placeId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "recommendations_placeId_status_id_idx" ON "recommendations"("placeId", "status", "id");

-- CreateIndex
CREATE INDEX "recommendations_placeId_priority_id_idx" ON "recommendations"("placeId", "priority", "id");

-- CreateIndex
CREATE INDEX "recommendations_placeId_dueDate_id_idx" ON "recommendations"("placeId", "dueDate", "id");
