-- AlterTable
ALTER TABLE "schedule_events" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'Europe/Warsaw';

-- CreateTable
CREATE TABLE "schedule_event_exceptions" (
    "id" SERIAL NOT NULL,
    "scheduleEventId" INTEGER NOT NULL,
    "occurrenceDate" DATE NOT NULL,
    "cancelled" BOOLEAN NOT NULL DEFAULT false,
    "name" TEXT,
    "type" "ScheduleEventType",
    "description" TEXT,
    "dateFrom" DATE,
    "dateTo" DATE,
    "timeFrom" VARCHAR(5),
    "timeTo" VARCHAR(5),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "schedule_event_exceptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "schedule_event_exceptions_scheduleEventId_occurrenceDate_key" ON "schedule_event_exceptions"("scheduleEventId", "occurrenceDate");

-- AddForeignKey
ALTER TABLE "schedule_event_exceptions" ADD CONSTRAINT "schedule_event_exceptions_scheduleEventId_fkey" FOREIGN KEY ("scheduleEventId") REFERENCES "schedule_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;
