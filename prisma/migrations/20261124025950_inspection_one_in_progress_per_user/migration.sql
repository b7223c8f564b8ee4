-- CreateIndex
CREATE UNIQUE INDEX "inspections_one_in_progress_per_user_key" ON "inspections"("placeId", "userId") WHERE (status = 'IN_PROGRESS'::"InspectionStatus");
