-- CreateTable
CREATE TABLE "schedule_reminders" (
    "scheduleEventId" INTEGER NOT NULL,
    "occurrenceDate" DATE NOT NULL,
    "recipients" INTEGER NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "schedule_reminders_pkey" PRIMARY KEY ("scheduleEventId","occurrenceDate")
);

-- CreateTable
CREATE TABLE "calendar_feeds" (
    "userId" INTEGER NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "recommendation_reminders" (
    "id" SERIAL NOT NULL,
    "recommendationId" INTEGER NOT NULL,
    "stepDate" DATE NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "recipients" INTEGER NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recommendation_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds"("token");

-- CreateIndex
CREATE UNIQUE INDEX "recommendation_reminders_tokenHash_key" ON "recommendation_reminders"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "recommendation_reminders_recommendationId_stepDate_key" ON "recommendation_reminders"("recommendationId", "stepDate");

-- AddForeignKey
ALTER TABLE "schedule_reminders" ADD CONSTRAINT "schedule_reminders_scheduleEventId_fkey" FOREIGN KEY ("scheduleEventId") REFERENCES "schedule_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_reminders" ADD CONSTRAINT "recommendation_reminders_recommendationId_fkey" FOREIGN KEY ("recommendationId") REFERENCES "recommendations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
