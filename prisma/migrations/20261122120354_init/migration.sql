-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('ADMIN', 'COMPANY_ADMIN', 'CONTROLLER', 'USER', 'CLIENT');

-- CreateEnum
CREATE TYPE "UserStatus" AS ENUM ('ACTIVE', 'BLOCKED');

-- CreateEnum
CREATE TYPE "Language" AS ENUM ('PL', 'EN', 'DE', 'IT', 'RU');

-- CreateEnum
CREATE TYPE "PlacePermission" AS ENUM ('APPROVE_INSPECTION', 'CREATE_INSPECTION', 'RECEIVE_INSPECTION_REPORT', 'RECEIVE_INTERVENTION_REPORT');

-- CreateEnum
CREATE TYPE "NotificationKey" AS ENUM ('UPCOMING_INSPECTION', 'UPCOMING_INTERVENTION', 'UPCOMING_EVENT', 'LORA_DEVICE_ALERT', 'LORA_DEVICE_NO_SIGNAL', 'RECOMMENDATION_CREATED', 'RECOMMENDATION_DUE', 'REPORT_READY', 'OTHER');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- CreateEnum
CREATE TYPE "MeasurementMethod" AS ENUM ('AMOUNT', 'PERCENTAGE', 'AMOUNT_PERCENTAGE');

-- CreateEnum
CREATE TYPE "ObjectCategory" AS ENUM ('NORMAL', 'DANGEROUS');

-- CreateEnum
CREATE TYPE "ObservationType" AS ENUM ('NEUTRAL', 'BAIT_COLLECT', 'REFILL');

-- CreateEnum
CREATE TYPE "CatalogueLinkType" AS ENUM ('GLOBAL', 'CUSTOM');

-- CreateEnum
CREATE TYPE "PestLimitType" AS ENUM ('DEVICES', 'DEVICE_TYPE', 'DEVICE_TYPE_ALL_DEVICES');

-- CreateEnum
CREATE TYPE "LimitEntryKind" AS ENUM ('OBJECT', 'OBSERVATION');

-- CreateEnum
CREATE TYPE "InspectionStatus" AS ENUM ('IN_PROGRESS', 'CANCELLED', 'COMPLETED');

-- CreateEnum
CREATE TYPE "InspectionDeviceStatus" AS ENUM ('UNCHECKED', 'CHECKED');

-- CreateEnum
CREATE TYPE "YesNo" AS ENUM ('YES', 'NO');

-- CreateEnum
CREATE TYPE "UsedProductUnit" AS ENUM ('GRAMS', 'MILLILITERS', 'PIECES', 'PACKAGE', 'PERCENTAGE', 'SET', 'PPM', 'CUBIC_METERS');

-- CreateEnum
CREATE TYPE "InterventionImageType" AS ENUM ('CAUSE', 'DESCRIPTION', 'PESTS_REMOVED');

-- CreateEnum
CREATE TYPE "ScheduleEventType" AS ENUM ('INTERVENTION', 'INSPECTION', 'NEUTRAL', 'MAINTENANCE', 'OTHER');

-- CreateEnum
CREATE TYPE "PeriodicityUnit" AS ENUM ('DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY', 'YEARLY');

-- CreateEnum
CREATE TYPE "MixtureType" AS ENUM ('BAIT');

-- CreateEnum
CREATE TYPE "RecommendationPriority" AS ENUM ('LOW', 'MEDIUM', 'HIGH');

-- CreateEnum
CREATE TYPE "RecommendationStatus" AS ENUM ('OPEN', 'IN_PROGRESS', 'WAITING', 'CLOSE');

-- CreateEnum
CREATE TYPE "LoraHistoryType" AS ENUM ('ALERT', 'CLEAR_ALERT', 'CONFIGURATION', 'NO_SIGNAL');

-- CreateEnum
CREATE TYPE "DownlinkStatus" AS ENUM ('PENDING', 'SENT', 'ACKNOWLEDGED', 'FAILED');

-- CreateEnum
CREATE TYPE "ReportKind" AS ENUM ('PDF', 'XLSX', 'INSPECTION_PDF', 'INTERVENTION_PDF');

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('QUEUED', 'RUNNING', 'DONE', 'FAILED');

-- CreateTable
CREATE TABLE "companies" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "logoPath" TEXT,
    "subCompanyLimit" INTEGER,
    "parentCompanyId" INTEGER,
    "enterpriseId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "companies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "validUntil" DATE,
    "devicesLimit" INTEGER,
    "usersLimit" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,
    "role" "UserRole" NOT NULL,
    "status" "UserStatus" NOT NULL DEFAULT 'ACTIVE',
    "language" "Language" NOT NULL DEFAULT 'PL',
    "timezone" TEXT NOT NULL DEFAULT 'Europe/Warsaw',
    "companyId" INTEGER NOT NULL,
    "notificationEmail" BOOLEAN NOT NULL DEFAULT true,
    "notificationMobile" BOOLEAN NOT NULL DEFAULT false,
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "lastLoginAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "place_users" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "permissions" "PlacePermission"[] DEFAULT ARRAY[]::"PlacePermission"[],
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "place_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refresh_tokens" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "enterpriseCompanyId" INTEGER,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "replacedById" INTEGER,
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "login_attempts" (
    "id" BIGSERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "succeeded" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "userId" INTEGER NOT NULL,
    "notificationKey" "NotificationKey" NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "isRead" BOOLEAN NOT NULL DEFAULT false,
    "placeId" INTEGER,
    "deviceId" INTEGER,
    "scheduleEventId" INTEGER,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_messages" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" "EmailStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "sendAfter" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_logs" (
    "id" BIGSERIAL NOT NULL,
    "companyId" INTEGER,
    "userId" INTEGER,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "changes" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_zones" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "parentZoneId" INTEGER,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "company_zones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "places" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "companyId" INTEGER NOT NULL,
    "companyZoneId" INTEGER,
    "radioErrorInterval" INTEGER NOT NULL DEFAULT 15,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "places_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "place_zones" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "place_zones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_types" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "companyId" INTEGER,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "measurementMethod" "MeasurementMethod" NOT NULL DEFAULT 'AMOUNT',
    "color" TEXT NOT NULL DEFAULT '#2f9e44',
    "isRadio" BOOLEAN NOT NULL DEFAULT false,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "translations" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "device_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_device_types" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "deviceTypeId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_device_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_type_actions" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "companyId" INTEGER,
    "deviceTypeId" INTEGER,
    "name" TEXT NOT NULL,
    "shouldClean" BOOLEAN NOT NULL DEFAULT false,
    "isInspection" BOOLEAN NOT NULL DEFAULT false,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "translations" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "device_type_actions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_type_objects" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "companyId" INTEGER,
    "name" TEXT NOT NULL,
    "category" "ObjectCategory" NOT NULL DEFAULT 'NORMAL',
    "translations" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "device_type_objects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_type_observations" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "companyId" INTEGER,
    "deviceTypeId" INTEGER,
    "name" TEXT NOT NULL,
    "type" "ObservationType" NOT NULL DEFAULT 'NEUTRAL',
    "translations" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "device_type_observations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_type_action_links" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "deviceTypeId" INTEGER NOT NULL,
    "actionId" INTEGER NOT NULL,
    "companyId" INTEGER,
    "type" "CatalogueLinkType" NOT NULL DEFAULT 'GLOBAL',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "device_type_action_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_type_object_links" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "deviceTypeId" INTEGER NOT NULL,
    "objectId" INTEGER NOT NULL,
    "companyId" INTEGER,
    "type" "CatalogueLinkType" NOT NULL DEFAULT 'GLOBAL',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "device_type_object_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_type_observation_links" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "deviceTypeId" INTEGER NOT NULL,
    "observationId" INTEGER NOT NULL,
    "companyId" INTEGER,
    "type" "CatalogueLinkType" NOT NULL DEFAULT 'GLOBAL',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "device_type_observation_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "devices" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "uniqueId" VARCHAR(4) NOT NULL,
    "prefix" VARCHAR(4) NOT NULL DEFAULT '',
    "number" INTEGER,
    "name" TEXT,
    "description" TEXT,
    "location" TEXT,
    "deviceTypeId" INTEGER NOT NULL,
    "zoneId" INTEGER,
    "qrCodeId" INTEGER,
    "nfcId" TEXT,
    "detect" BOOLEAN NOT NULL DEFAULT false,
    "lastSignalAt" TIMESTAMP(3),
    "lastHistoryDetectionCounter" INTEGER,
    "mapId" INTEGER,
    "mapX" DOUBLE PRECISION,
    "mapY" DOUBLE PRECISION,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "devices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_action_records" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "deviceId" INTEGER NOT NULL,
    "deviceTypeActionId" INTEGER NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL DEFAULT 1,
    "note" TEXT,
    "userId" INTEGER,
    "inspectionId" INTEGER,
    "inspectionDeviceId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "device_action_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_object_records" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "deviceId" INTEGER NOT NULL,
    "deviceTypeObjectId" INTEGER NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL DEFAULT 1,
    "note" TEXT,
    "userId" INTEGER,
    "inspectionId" INTEGER,
    "inspectionDeviceId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "device_object_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_observation_records" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "deviceId" INTEGER NOT NULL,
    "deviceTypeObservationId" INTEGER NOT NULL,
    "type" "ObservationType" NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "note" TEXT,
    "data" JSONB NOT NULL DEFAULT '{}',
    "userId" INTEGER,
    "inspectionId" INTEGER,
    "inspectionDeviceId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "device_observation_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_images" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "deviceId" INTEGER NOT NULL,
    "filePath" TEXT NOT NULL,
    "userId" INTEGER,
    "inspectionId" INTEGER,
    "inspectionDeviceId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "device_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "radio_settings" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER,
    "deviceId" INTEGER,
    "type" TEXT NOT NULL,
    "port" INTEGER NOT NULL,
    "value" VARCHAR(8) NOT NULL,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "receivedAt" TIMESTAMP(3),

    CONSTRAINT "radio_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pest_limits" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" "PestLimitType" NOT NULL,
    "dangerousSum" INTEGER NOT NULL DEFAULT 0,
    "normalSum" INTEGER NOT NULL DEFAULT 0,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "pest_limits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pest_limit_entries" (
    "id" SERIAL NOT NULL,
    "pestLimitId" INTEGER NOT NULL,
    "objectId" INTEGER,
    "observationId" INTEGER,
    "value" INTEGER NOT NULL DEFAULT 0,
    "type" "ObjectCategory" NOT NULL DEFAULT 'NORMAL',
    "limitType" "LimitEntryKind" NOT NULL DEFAULT 'OBJECT',
    "percentage" INTEGER,

    CONSTRAINT "pest_limit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pest_limit_devices" (
    "pestLimitId" INTEGER NOT NULL,
    "deviceId" INTEGER NOT NULL,

    CONSTRAINT "pest_limit_devices_pkey" PRIMARY KEY ("pestLimitId","deviceId")
);

-- CreateTable
CREATE TABLE "pest_limit_device_types" (
    "pestLimitId" INTEGER NOT NULL,
    "deviceTypeId" INTEGER NOT NULL,

    CONSTRAINT "pest_limit_device_types_pkey" PRIMARY KEY ("pestLimitId","deviceTypeId")
);

-- CreateTable
CREATE TABLE "pest_limit_zones" (
    "pestLimitId" INTEGER NOT NULL,
    "zoneId" INTEGER NOT NULL,

    CONSTRAINT "pest_limit_zones_pkey" PRIMARY KEY ("pestLimitId","zoneId")
);

-- CreateTable
CREATE TABLE "critical_limits" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "deviceTypeId" INTEGER NOT NULL,
    "limit" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "critical_limits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "critical_limit_entries" (
    "id" SERIAL NOT NULL,
    "criticalLimitId" INTEGER NOT NULL,
    "kind" "LimitEntryKind" NOT NULL,
    "deviceTypeObjectId" INTEGER,
    "objectCategory" "ObjectCategory",
    "deviceTypeObservationId" INTEGER,
    "limit" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "critical_limit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_file_categories" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_file_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_files" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "companyId" INTEGER NOT NULL,
    "categoryId" INTEGER,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "validUntil" DATE,
    "filePath" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "company_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "place_file_categories" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "place_file_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "place_files" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "fileCategoryId" INTEGER,
    "name" TEXT NOT NULL,
    "note" TEXT,
    "filePath" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "place_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "maps" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "note" TEXT,
    "filePath" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "maps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inspections" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "note" TEXT,
    "status" "InspectionStatus" NOT NULL DEFAULT 'IN_PROGRESS',
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "userId" INTEGER,
    "approved" BOOLEAN NOT NULL DEFAULT false,
    "approvedById" INTEGER,
    "approvedAt" TIMESTAMP(3),
    "approvedByText" TEXT,
    "approvedByImagePath" TEXT,
    "additionalFields" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "inspections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inspection_devices" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "inspectionId" INTEGER NOT NULL,
    "deviceId" INTEGER NOT NULL,
    "scanned" BOOLEAN NOT NULL DEFAULT false,
    "status" "InspectionDeviceStatus" NOT NULL DEFAULT 'UNCHECKED',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inspection_devices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visual_inspection_answers" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "inspectionId" INTEGER NOT NULL,
    "questionId" INTEGER,
    "questionText" TEXT NOT NULL,
    "value" "YesNo",
    "note" TEXT,
    "recommendation" TEXT,
    "imagePaths" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visual_inspection_answers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interventions" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "pestsRemoved" TEXT,
    "actionTaken" TEXT,
    "area" TEXT,
    "recommendations" TEXT,
    "cause" TEXT,
    "description" TEXT,
    "approvedByText" TEXT,
    "approvedByImagePath" TEXT,
    "signedByClient" BOOLEAN NOT NULL DEFAULT false,
    "reportPath" TEXT,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "interventions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "used_products" (
    "id" SERIAL NOT NULL,
    "interventionId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "activeSubstance" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "unit" "UsedProductUnit" NOT NULL,

    CONSTRAINT "used_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "intervention_images" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "interventionId" INTEGER NOT NULL,
    "type" "InterventionImageType" NOT NULL,
    "name" TEXT,
    "filePath" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "intervention_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schedule_events" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" "ScheduleEventType" NOT NULL,
    "description" TEXT,
    "dateFrom" TIMESTAMP(3) NOT NULL,
    "dateTo" TIMESTAMP(3) NOT NULL,
    "timeFrom" VARCHAR(5) NOT NULL,
    "timeTo" VARCHAR(5) NOT NULL,
    "periodical" BOOLEAN NOT NULL DEFAULT false,
    "periodicityUnit" "PeriodicityUnit",
    "periodicityCount" INTEGER,
    "periodicityWithoutWeekends" BOOLEAN NOT NULL DEFAULT false,
    "periodicityEndDate" TIMESTAMP(3),
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "schedule_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schedule_event_users" (
    "scheduleEventId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,

    CONSTRAINT "schedule_event_users_pkey" PRIMARY KEY ("scheduleEventId","userId")
);

-- CreateTable
CREATE TABLE "visual_inspection_questions" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "companyId" INTEGER,
    "question" TEXT NOT NULL,
    "comment" TEXT NOT NULL,
    "defaultAnswer" "YesNo" NOT NULL DEFAULT 'YES',
    "order" INTEGER NOT NULL DEFAULT 0,
    "translations" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "visual_inspection_questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "place_visual_inspection_questions" (
    "placeId" INTEGER NOT NULL,
    "questionId" INTEGER NOT NULL,

    CONSTRAINT "place_visual_inspection_questions_pkey" PRIMARY KEY ("placeId","questionId")
);

-- CreateTable
CREATE TABLE "mixtures" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "companyId" INTEGER,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "grammage" INTEGER NOT NULL,
    "type" "MixtureType" NOT NULL DEFAULT 'BAIT',
    "order" INTEGER NOT NULL DEFAULT 0,
    "translations" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "mixtures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recommendation_categories" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "companyId" INTEGER,
    "name" TEXT NOT NULL,
    "translations" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "recommendation_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recommendations" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "placeId" INTEGER NOT NULL,
    "uniqueId" INTEGER NOT NULL,
    "recommendation" TEXT NOT NULL,
    "comment" TEXT,
    "priority" "RecommendationPriority" NOT NULL DEFAULT 'LOW',
    "status" "RecommendationStatus" NOT NULL DEFAULT 'OPEN',
    "dueDate" DATE NOT NULL,
    "area" TEXT,
    "authorId" INTEGER,
    "ownerId" INTEGER,
    "ownerText" TEXT,
    "recommendationCategoryId" INTEGER,
    "deviceTypeId" INTEGER,
    "deviceId" INTEGER,
    "zoneId" INTEGER,
    "mapId" INTEGER,
    "mapText" TEXT,
    "mapX" DOUBLE PRECISION,
    "mapY" DOUBLE PRECISION,
    "isMoreDataNeeded" BOOLEAN NOT NULL DEFAULT false,
    "lastReminderAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "recommendations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recommendation_comments" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "recommendationId" INTEGER NOT NULL,
    "comment" TEXT NOT NULL,
    "authorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "recommendation_comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recommendation_files" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "recommendationId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "filePath" TEXT NOT NULL,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recommendation_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recommendation_histories" (
    "id" SERIAL NOT NULL,
    "recommendationId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "old" JSONB NOT NULL,
    "new" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recommendation_histories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recommendation_recipients" (
    "id" SERIAL NOT NULL,
    "recommendationId" INTEGER NOT NULL,
    "userId" INTEGER,
    "email" TEXT,

    CONSTRAINT "recommendation_recipients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lora_devices" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "devEui" VARCHAR(16) NOT NULL,
    "appEui" VARCHAR(16) NOT NULL DEFAULT '0101010101010101',
    "name" TEXT NOT NULL,
    "description" TEXT,
    "companyId" INTEGER,
    "placeId" INTEGER,
    "deviceId" INTEGER,
    "lastUplinkAt" TIMESTAMP(3),
    "batteryLevel" INTEGER NOT NULL DEFAULT -1,
    "externalPower" BOOLEAN NOT NULL DEFAULT false,
    "detectedValue" BOOLEAN NOT NULL DEFAULT false,
    "detectedAt" TIMESTAMP(3),
    "adminDetectedValue" BOOLEAN NOT NULL DEFAULT false,
    "adminDetectedAt" TIMESTAMP(3),
    "detectionsCounter" INTEGER NOT NULL DEFAULT 0,
    "lastUplinkData" JSONB,
    "noSignalNotifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "lora_devices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lora_gateways" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "devEui" VARCHAR(16) NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "companyId" INTEGER,
    "placeId" INTEGER,
    "lastSeenAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "lora_gateways_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lora_uplinks" (
    "id" BIGSERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "loraDeviceId" INTEGER NOT NULL,
    "deduplicationId" TEXT NOT NULL,
    "fCnt" INTEGER NOT NULL,
    "fPort" INTEGER NOT NULL,
    "rawData" BYTEA NOT NULL,
    "data" JSONB NOT NULL,
    "rssi" INTEGER,
    "snr" DOUBLE PRECISION,
    "gatewayId" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lora_uplinks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lora_unclaimed_uplinks" (
    "id" BIGSERIAL NOT NULL,
    "devEui" VARCHAR(16) NOT NULL,
    "deduplicationId" TEXT NOT NULL,
    "applicationId" TEXT,
    "payload" JSONB NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lora_unclaimed_uplinks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lora_history_events" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "loraDeviceId" INTEGER NOT NULL,
    "type" "LoraHistoryType" NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lora_history_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lora_downlinks" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "loraDeviceId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "fPort" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "confirmed" BOOLEAN NOT NULL DEFAULT true,
    "status" "DownlinkStatus" NOT NULL DEFAULT 'PENDING',
    "error" TEXT,
    "radioSettingId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "acknowledgedAt" TIMESTAMP(3),

    CONSTRAINT "lora_downlinks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "qr_batches" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "companyId" INTEGER NOT NULL,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "qr_batches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "qr_codes" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "batchId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "used" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "qr_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reports" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "kind" "ReportKind" NOT NULL,
    "placeId" INTEGER NOT NULL,
    "inspectionId" INTEGER,
    "userId" INTEGER,
    "dateFrom" TIMESTAMP(3),
    "dateTo" TIMESTAMP(3),
    "note" TEXT,
    "parameters" JSONB NOT NULL DEFAULT '{}',
    "status" "JobStatus" NOT NULL DEFAULT 'QUEUED',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "filePath" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "companies_uuid_key" ON "companies"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "companies_enterpriseId_key" ON "companies"("enterpriseId");

-- CreateIndex
CREATE INDEX "companies_parentCompanyId_idx" ON "companies"("parentCompanyId");

-- CreateIndex
CREATE INDEX "companies_name_idx" ON "companies"("name");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_uuid_key" ON "subscriptions"("uuid");

-- CreateIndex
CREATE INDEX "subscriptions_companyId_active_idx" ON "subscriptions"("companyId", "active");

-- CreateIndex
CREATE UNIQUE INDEX "users_uuid_key" ON "users"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_companyId_idx" ON "users"("companyId");

-- CreateIndex
CREATE INDEX "users_surname_name_idx" ON "users"("surname", "name");

-- CreateIndex
CREATE UNIQUE INDEX "place_users_uuid_key" ON "place_users"("uuid");

-- CreateIndex
CREATE INDEX "place_users_userId_idx" ON "place_users"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "place_users_placeId_userId_key" ON "place_users"("placeId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_tokens_tokenHash_key" ON "refresh_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "refresh_tokens_userId_idx" ON "refresh_tokens"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_tokenHash_key" ON "password_reset_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "password_reset_tokens_userId_idx" ON "password_reset_tokens"("userId");

-- CreateIndex
CREATE INDEX "login_attempts_email_createdAt_idx" ON "login_attempts"("email", "createdAt");

-- CreateIndex
CREATE INDEX "login_attempts_ip_createdAt_idx" ON "login_attempts"("ip", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "notifications_uuid_key" ON "notifications"("uuid");

-- CreateIndex
CREATE INDEX "notifications_userId_isRead_createdAt_idx" ON "notifications"("userId", "isRead", "createdAt");

-- CreateIndex
CREATE INDEX "notifications_userId_createdAt_idx" ON "notifications"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "email_messages_uuid_key" ON "email_messages"("uuid");

-- CreateIndex
CREATE INDEX "email_messages_status_sendAfter_idx" ON "email_messages"("status", "sendAfter");

-- CreateIndex
CREATE INDEX "audit_logs_companyId_createdAt_idx" ON "audit_logs"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "audit_logs_entity_entityId_idx" ON "audit_logs"("entity", "entityId");

-- CreateIndex
CREATE UNIQUE INDEX "company_zones_uuid_key" ON "company_zones"("uuid");

-- CreateIndex
CREATE INDEX "company_zones_companyId_parentZoneId_idx" ON "company_zones"("companyId", "parentZoneId");

-- CreateIndex
CREATE UNIQUE INDEX "places_uuid_key" ON "places"("uuid");

-- CreateIndex
CREATE INDEX "places_companyId_name_idx" ON "places"("companyId", "name");

-- CreateIndex
CREATE INDEX "places_companyZoneId_idx" ON "places"("companyZoneId");

-- CreateIndex
CREATE UNIQUE INDEX "place_zones_uuid_key" ON "place_zones"("uuid");

-- CreateIndex
CREATE INDEX "place_zones_placeId_name_idx" ON "place_zones"("placeId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "device_types_uuid_key" ON "device_types"("uuid");

-- CreateIndex
CREATE INDEX "device_types_companyId_name_idx" ON "device_types"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "company_device_types_companyId_deviceTypeId_key" ON "company_device_types"("companyId", "deviceTypeId");

-- CreateIndex
CREATE UNIQUE INDEX "device_type_actions_uuid_key" ON "device_type_actions"("uuid");

-- CreateIndex
CREATE INDEX "device_type_actions_companyId_name_idx" ON "device_type_actions"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "device_type_objects_uuid_key" ON "device_type_objects"("uuid");

-- CreateIndex
CREATE INDEX "device_type_objects_companyId_name_idx" ON "device_type_objects"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "device_type_observations_uuid_key" ON "device_type_observations"("uuid");

-- CreateIndex
CREATE INDEX "device_type_observations_companyId_name_idx" ON "device_type_observations"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "device_type_action_links_uuid_key" ON "device_type_action_links"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "device_type_action_links_deviceTypeId_actionId_companyId_key" ON "device_type_action_links"("deviceTypeId", "actionId", "companyId");

-- CreateIndex
CREATE UNIQUE INDEX "device_type_object_links_uuid_key" ON "device_type_object_links"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "device_type_object_links_deviceTypeId_objectId_companyId_key" ON "device_type_object_links"("deviceTypeId", "objectId", "companyId");

-- CreateIndex
CREATE UNIQUE INDEX "device_type_observation_links_uuid_key" ON "device_type_observation_links"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "device_type_observation_links_deviceTypeId_observationId_co_key" ON "device_type_observation_links"("deviceTypeId", "observationId", "companyId");

-- CreateIndex
CREATE UNIQUE INDEX "devices_uuid_key" ON "devices"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "devices_qrCodeId_key" ON "devices"("qrCodeId");

-- CreateIndex
CREATE INDEX "devices_placeId_detect_prefix_number_idx" ON "devices"("placeId", "detect", "prefix", "number");

-- CreateIndex
CREATE INDEX "devices_placeId_zoneId_idx" ON "devices"("placeId", "zoneId");

-- CreateIndex
CREATE INDEX "devices_placeId_mapId_idx" ON "devices"("placeId", "mapId");

-- CreateIndex
CREATE UNIQUE INDEX "devices_placeId_uniqueId_key" ON "devices"("placeId", "uniqueId");

-- CreateIndex
CREATE UNIQUE INDEX "device_action_records_uuid_key" ON "device_action_records"("uuid");

-- CreateIndex
CREATE INDEX "device_action_records_deviceId_createdAt_idx" ON "device_action_records"("deviceId", "createdAt");

-- CreateIndex
CREATE INDEX "device_action_records_inspectionId_idx" ON "device_action_records"("inspectionId");

-- CreateIndex
CREATE UNIQUE INDEX "device_object_records_uuid_key" ON "device_object_records"("uuid");

-- CreateIndex
CREATE INDEX "device_object_records_deviceId_createdAt_idx" ON "device_object_records"("deviceId", "createdAt");

-- CreateIndex
CREATE INDEX "device_object_records_deviceTypeObjectId_createdAt_idx" ON "device_object_records"("deviceTypeObjectId", "createdAt");

-- CreateIndex
CREATE INDEX "device_object_records_inspectionId_idx" ON "device_object_records"("inspectionId");

-- CreateIndex
CREATE UNIQUE INDEX "device_observation_records_uuid_key" ON "device_observation_records"("uuid");

-- CreateIndex
CREATE INDEX "device_observation_records_deviceId_createdAt_idx" ON "device_observation_records"("deviceId", "createdAt");

-- CreateIndex
CREATE INDEX "device_observation_records_inspectionId_idx" ON "device_observation_records"("inspectionId");

-- CreateIndex
CREATE UNIQUE INDEX "device_images_uuid_key" ON "device_images"("uuid");

-- CreateIndex
CREATE INDEX "device_images_deviceId_createdAt_idx" ON "device_images"("deviceId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "radio_settings_uuid_key" ON "radio_settings"("uuid");

-- CreateIndex
CREATE INDEX "radio_settings_placeId_createdAt_idx" ON "radio_settings"("placeId", "createdAt");

-- CreateIndex
CREATE INDEX "radio_settings_deviceId_createdAt_idx" ON "radio_settings"("deviceId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "pest_limits_uuid_key" ON "pest_limits"("uuid");

-- CreateIndex
CREATE INDEX "pest_limits_placeId_idx" ON "pest_limits"("placeId");

-- CreateIndex
CREATE INDEX "pest_limit_entries_pestLimitId_idx" ON "pest_limit_entries"("pestLimitId");

-- CreateIndex
CREATE INDEX "pest_limit_devices_deviceId_idx" ON "pest_limit_devices"("deviceId");

-- CreateIndex
CREATE UNIQUE INDEX "critical_limits_uuid_key" ON "critical_limits"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "critical_limits_placeId_deviceTypeId_key" ON "critical_limits"("placeId", "deviceTypeId");

-- CreateIndex
CREATE INDEX "critical_limit_entries_criticalLimitId_idx" ON "critical_limit_entries"("criticalLimitId");

-- CreateIndex
CREATE UNIQUE INDEX "company_file_categories_uuid_key" ON "company_file_categories"("uuid");

-- CreateIndex
CREATE INDEX "company_file_categories_companyId_idx" ON "company_file_categories"("companyId");

-- CreateIndex
CREATE UNIQUE INDEX "company_files_uuid_key" ON "company_files"("uuid");

-- CreateIndex
CREATE INDEX "company_files_companyId_categoryId_idx" ON "company_files"("companyId", "categoryId");

-- CreateIndex
CREATE UNIQUE INDEX "place_file_categories_uuid_key" ON "place_file_categories"("uuid");

-- CreateIndex
CREATE INDEX "place_file_categories_placeId_idx" ON "place_file_categories"("placeId");

-- CreateIndex
CREATE UNIQUE INDEX "place_files_uuid_key" ON "place_files"("uuid");

-- CreateIndex
CREATE INDEX "place_files_placeId_fileCategoryId_idx" ON "place_files"("placeId", "fileCategoryId");

-- CreateIndex
CREATE UNIQUE INDEX "maps_uuid_key" ON "maps"("uuid");

-- CreateIndex
CREATE INDEX "maps_placeId_idx" ON "maps"("placeId");

-- CreateIndex
CREATE UNIQUE INDEX "inspections_uuid_key" ON "inspections"("uuid");

-- CreateIndex
CREATE INDEX "inspections_placeId_status_startedAt_idx" ON "inspections"("placeId", "status", "startedAt");

-- CreateIndex
CREATE UNIQUE INDEX "inspection_devices_uuid_key" ON "inspection_devices"("uuid");

-- CreateIndex
CREATE INDEX "inspection_devices_deviceId_idx" ON "inspection_devices"("deviceId");

-- CreateIndex
CREATE UNIQUE INDEX "inspection_devices_inspectionId_deviceId_key" ON "inspection_devices"("inspectionId", "deviceId");

-- CreateIndex
CREATE UNIQUE INDEX "visual_inspection_answers_uuid_key" ON "visual_inspection_answers"("uuid");

-- CreateIndex
CREATE INDEX "visual_inspection_answers_inspectionId_idx" ON "visual_inspection_answers"("inspectionId");

-- CreateIndex
CREATE UNIQUE INDEX "interventions_uuid_key" ON "interventions"("uuid");

-- CreateIndex
CREATE INDEX "interventions_placeId_createdAt_idx" ON "interventions"("placeId", "createdAt");

-- CreateIndex
CREATE INDEX "used_products_interventionId_idx" ON "used_products"("interventionId");

-- CreateIndex
CREATE UNIQUE INDEX "intervention_images_uuid_key" ON "intervention_images"("uuid");

-- CreateIndex
CREATE INDEX "intervention_images_interventionId_type_idx" ON "intervention_images"("interventionId", "type");

-- CreateIndex
CREATE UNIQUE INDEX "schedule_events_uuid_key" ON "schedule_events"("uuid");

-- CreateIndex
CREATE INDEX "schedule_events_placeId_dateFrom_idx" ON "schedule_events"("placeId", "dateFrom");

-- CreateIndex
CREATE INDEX "schedule_events_dateFrom_idx" ON "schedule_events"("dateFrom");

-- CreateIndex
CREATE INDEX "schedule_event_users_userId_idx" ON "schedule_event_users"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "visual_inspection_questions_uuid_key" ON "visual_inspection_questions"("uuid");

-- CreateIndex
CREATE INDEX "visual_inspection_questions_companyId_order_idx" ON "visual_inspection_questions"("companyId", "order");

-- CreateIndex
CREATE UNIQUE INDEX "mixtures_uuid_key" ON "mixtures"("uuid");

-- CreateIndex
CREATE INDEX "mixtures_order_idx" ON "mixtures"("order");

-- CreateIndex
CREATE UNIQUE INDEX "recommendation_categories_uuid_key" ON "recommendation_categories"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "recommendations_uuid_key" ON "recommendations"("uuid");

-- CreateIndex
CREATE INDEX "recommendations_placeId_status_createdAt_idx" ON "recommendations"("placeId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "recommendations_status_dueDate_idx" ON "recommendations"("status", "dueDate");

-- CreateIndex
CREATE UNIQUE INDEX "recommendations_placeId_uniqueId_key" ON "recommendations"("placeId", "uniqueId");

-- CreateIndex
CREATE UNIQUE INDEX "recommendation_comments_uuid_key" ON "recommendation_comments"("uuid");

-- CreateIndex
CREATE INDEX "recommendation_comments_recommendationId_createdAt_idx" ON "recommendation_comments"("recommendationId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "recommendation_files_uuid_key" ON "recommendation_files"("uuid");

-- CreateIndex
CREATE INDEX "recommendation_files_recommendationId_idx" ON "recommendation_files"("recommendationId");

-- CreateIndex
CREATE INDEX "recommendation_histories_recommendationId_createdAt_idx" ON "recommendation_histories"("recommendationId", "createdAt");

-- CreateIndex
CREATE INDEX "recommendation_recipients_recommendationId_idx" ON "recommendation_recipients"("recommendationId");

-- CreateIndex
CREATE UNIQUE INDEX "lora_devices_uuid_key" ON "lora_devices"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "lora_devices_devEui_key" ON "lora_devices"("devEui");

-- CreateIndex
CREATE INDEX "lora_devices_companyId_placeId_idx" ON "lora_devices"("companyId", "placeId");

-- CreateIndex
CREATE INDEX "lora_devices_lastUplinkAt_idx" ON "lora_devices"("lastUplinkAt");

-- CreateIndex
CREATE UNIQUE INDEX "lora_gateways_uuid_key" ON "lora_gateways"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "lora_gateways_devEui_key" ON "lora_gateways"("devEui");

-- CreateIndex
CREATE UNIQUE INDEX "lora_uplinks_uuid_key" ON "lora_uplinks"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "lora_uplinks_deduplicationId_key" ON "lora_uplinks"("deduplicationId");

-- CreateIndex
CREATE INDEX "lora_uplinks_loraDeviceId_receivedAt_idx" ON "lora_uplinks"("loraDeviceId", "receivedAt");

-- CreateIndex
CREATE UNIQUE INDEX "lora_unclaimed_uplinks_deduplicationId_key" ON "lora_unclaimed_uplinks"("deduplicationId");

-- CreateIndex
CREATE INDEX "lora_unclaimed_uplinks_devEui_receivedAt_idx" ON "lora_unclaimed_uplinks"("devEui", "receivedAt");

-- CreateIndex
CREATE UNIQUE INDEX "lora_history_events_uuid_key" ON "lora_history_events"("uuid");

-- CreateIndex
CREATE INDEX "lora_history_events_loraDeviceId_createdAt_idx" ON "lora_history_events"("loraDeviceId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "lora_downlinks_uuid_key" ON "lora_downlinks"("uuid");

-- CreateIndex
CREATE INDEX "lora_downlinks_loraDeviceId_createdAt_idx" ON "lora_downlinks"("loraDeviceId", "createdAt");

-- CreateIndex
CREATE INDEX "lora_downlinks_status_createdAt_idx" ON "lora_downlinks"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "qr_batches_uuid_key" ON "qr_batches"("uuid");

-- CreateIndex
CREATE INDEX "qr_batches_companyId_createdAt_idx" ON "qr_batches"("companyId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "qr_codes_uuid_key" ON "qr_codes"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "qr_codes_code_key" ON "qr_codes"("code");

-- CreateIndex
CREATE INDEX "qr_codes_batchId_used_idx" ON "qr_codes"("batchId", "used");

-- CreateIndex
CREATE UNIQUE INDEX "reports_uuid_key" ON "reports"("uuid");

-- CreateIndex
CREATE INDEX "reports_placeId_createdAt_idx" ON "reports"("placeId", "createdAt");

-- CreateIndex
CREATE INDEX "reports_inspectionId_idx" ON "reports"("inspectionId");

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_parentCompanyId_fkey" FOREIGN KEY ("parentCompanyId") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_users" ADD CONSTRAINT "place_users_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_users" ADD CONSTRAINT "place_users_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "devices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_scheduleEventId_fkey" FOREIGN KEY ("scheduleEventId") REFERENCES "schedule_events"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_zones" ADD CONSTRAINT "company_zones_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_zones" ADD CONSTRAINT "company_zones_parentZoneId_fkey" FOREIGN KEY ("parentZoneId") REFERENCES "company_zones"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_zones" ADD CONSTRAINT "company_zones_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "places" ADD CONSTRAINT "places_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "places" ADD CONSTRAINT "places_companyZoneId_fkey" FOREIGN KEY ("companyZoneId") REFERENCES "company_zones"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_zones" ADD CONSTRAINT "place_zones_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_zones" ADD CONSTRAINT "place_zones_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_types" ADD CONSTRAINT "device_types_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_device_types" ADD CONSTRAINT "company_device_types_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_device_types" ADD CONSTRAINT "company_device_types_deviceTypeId_fkey" FOREIGN KEY ("deviceTypeId") REFERENCES "device_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_actions" ADD CONSTRAINT "device_type_actions_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_actions" ADD CONSTRAINT "device_type_actions_deviceTypeId_fkey" FOREIGN KEY ("deviceTypeId") REFERENCES "device_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_objects" ADD CONSTRAINT "device_type_objects_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_observations" ADD CONSTRAINT "device_type_observations_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_observations" ADD CONSTRAINT "device_type_observations_deviceTypeId_fkey" FOREIGN KEY ("deviceTypeId") REFERENCES "device_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_action_links" ADD CONSTRAINT "device_type_action_links_deviceTypeId_fkey" FOREIGN KEY ("deviceTypeId") REFERENCES "device_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_action_links" ADD CONSTRAINT "device_type_action_links_actionId_fkey" FOREIGN KEY ("actionId") REFERENCES "device_type_actions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_action_links" ADD CONSTRAINT "device_type_action_links_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_object_links" ADD CONSTRAINT "device_type_object_links_deviceTypeId_fkey" FOREIGN KEY ("deviceTypeId") REFERENCES "device_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_object_links" ADD CONSTRAINT "device_type_object_links_objectId_fkey" FOREIGN KEY ("objectId") REFERENCES "device_type_objects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_object_links" ADD CONSTRAINT "device_type_object_links_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_observation_links" ADD CONSTRAINT "device_type_observation_links_deviceTypeId_fkey" FOREIGN KEY ("deviceTypeId") REFERENCES "device_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_observation_links" ADD CONSTRAINT "device_type_observation_links_observationId_fkey" FOREIGN KEY ("observationId") REFERENCES "device_type_observations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_type_observation_links" ADD CONSTRAINT "device_type_observation_links_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "devices" ADD CONSTRAINT "devices_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "devices" ADD CONSTRAINT "devices_deviceTypeId_fkey" FOREIGN KEY ("deviceTypeId") REFERENCES "device_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "devices" ADD CONSTRAINT "devices_zoneId_fkey" FOREIGN KEY ("zoneId") REFERENCES "place_zones"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "devices" ADD CONSTRAINT "devices_qrCodeId_fkey" FOREIGN KEY ("qrCodeId") REFERENCES "qr_codes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "devices" ADD CONSTRAINT "devices_mapId_fkey" FOREIGN KEY ("mapId") REFERENCES "maps"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_action_records" ADD CONSTRAINT "device_action_records_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_action_records" ADD CONSTRAINT "device_action_records_deviceTypeActionId_fkey" FOREIGN KEY ("deviceTypeActionId") REFERENCES "device_type_actions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_action_records" ADD CONSTRAINT "device_action_records_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_action_records" ADD CONSTRAINT "device_action_records_inspectionId_fkey" FOREIGN KEY ("inspectionId") REFERENCES "inspections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_action_records" ADD CONSTRAINT "device_action_records_inspectionDeviceId_fkey" FOREIGN KEY ("inspectionDeviceId") REFERENCES "inspection_devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_object_records" ADD CONSTRAINT "device_object_records_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_object_records" ADD CONSTRAINT "device_object_records_deviceTypeObjectId_fkey" FOREIGN KEY ("deviceTypeObjectId") REFERENCES "device_type_objects"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_object_records" ADD CONSTRAINT "device_object_records_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_object_records" ADD CONSTRAINT "device_object_records_inspectionId_fkey" FOREIGN KEY ("inspectionId") REFERENCES "inspections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_object_records" ADD CONSTRAINT "device_object_records_inspectionDeviceId_fkey" FOREIGN KEY ("inspectionDeviceId") REFERENCES "inspection_devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_observation_records" ADD CONSTRAINT "device_observation_records_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_observation_records" ADD CONSTRAINT "device_observation_records_deviceTypeObservationId_fkey" FOREIGN KEY ("deviceTypeObservationId") REFERENCES "device_type_observations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_observation_records" ADD CONSTRAINT "device_observation_records_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_observation_records" ADD CONSTRAINT "device_observation_records_inspectionId_fkey" FOREIGN KEY ("inspectionId") REFERENCES "inspections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_observation_records" ADD CONSTRAINT "device_observation_records_inspectionDeviceId_fkey" FOREIGN KEY ("inspectionDeviceId") REFERENCES "inspection_devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_images" ADD CONSTRAINT "device_images_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_images" ADD CONSTRAINT "device_images_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_images" ADD CONSTRAINT "device_images_inspectionId_fkey" FOREIGN KEY ("inspectionId") REFERENCES "inspections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_images" ADD CONSTRAINT "device_images_inspectionDeviceId_fkey" FOREIGN KEY ("inspectionDeviceId") REFERENCES "inspection_devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "radio_settings" ADD CONSTRAINT "radio_settings_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "radio_settings" ADD CONSTRAINT "radio_settings_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "radio_settings" ADD CONSTRAINT "radio_settings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pest_limits" ADD CONSTRAINT "pest_limits_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pest_limits" ADD CONSTRAINT "pest_limits_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pest_limit_entries" ADD CONSTRAINT "pest_limit_entries_pestLimitId_fkey" FOREIGN KEY ("pestLimitId") REFERENCES "pest_limits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pest_limit_entries" ADD CONSTRAINT "pest_limit_entries_objectId_fkey" FOREIGN KEY ("objectId") REFERENCES "device_type_objects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pest_limit_entries" ADD CONSTRAINT "pest_limit_entries_observationId_fkey" FOREIGN KEY ("observationId") REFERENCES "device_type_observations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pest_limit_devices" ADD CONSTRAINT "pest_limit_devices_pestLimitId_fkey" FOREIGN KEY ("pestLimitId") REFERENCES "pest_limits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pest_limit_devices" ADD CONSTRAINT "pest_limit_devices_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pest_limit_device_types" ADD CONSTRAINT "pest_limit_device_types_pestLimitId_fkey" FOREIGN KEY ("pestLimitId") REFERENCES "pest_limits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pest_limit_device_types" ADD CONSTRAINT "pest_limit_device_types_deviceTypeId_fkey" FOREIGN KEY ("deviceTypeId") REFERENCES "device_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pest_limit_zones" ADD CONSTRAINT "pest_limit_zones_pestLimitId_fkey" FOREIGN KEY ("pestLimitId") REFERENCES "pest_limits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pest_limit_zones" ADD CONSTRAINT "pest_limit_zones_zoneId_fkey" FOREIGN KEY ("zoneId") REFERENCES "place_zones"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "critical_limits" ADD CONSTRAINT "critical_limits_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "critical_limits" ADD CONSTRAINT "critical_limits_deviceTypeId_fkey" FOREIGN KEY ("deviceTypeId") REFERENCES "device_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "critical_limit_entries" ADD CONSTRAINT "critical_limit_entries_criticalLimitId_fkey" FOREIGN KEY ("criticalLimitId") REFERENCES "critical_limits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "critical_limit_entries" ADD CONSTRAINT "critical_limit_entries_deviceTypeObjectId_fkey" FOREIGN KEY ("deviceTypeObjectId") REFERENCES "device_type_objects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "critical_limit_entries" ADD CONSTRAINT "critical_limit_entries_deviceTypeObservationId_fkey" FOREIGN KEY ("deviceTypeObservationId") REFERENCES "device_type_observations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_file_categories" ADD CONSTRAINT "company_file_categories_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_files" ADD CONSTRAINT "company_files_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_files" ADD CONSTRAINT "company_files_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "company_file_categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_files" ADD CONSTRAINT "company_files_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_file_categories" ADD CONSTRAINT "place_file_categories_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_files" ADD CONSTRAINT "place_files_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_files" ADD CONSTRAINT "place_files_fileCategoryId_fkey" FOREIGN KEY ("fileCategoryId") REFERENCES "place_file_categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_files" ADD CONSTRAINT "place_files_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "maps" ADD CONSTRAINT "maps_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_approvedById_fkey" FOREIGN KEY ("approvedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inspection_devices" ADD CONSTRAINT "inspection_devices_inspectionId_fkey" FOREIGN KEY ("inspectionId") REFERENCES "inspections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inspection_devices" ADD CONSTRAINT "inspection_devices_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "visual_inspection_answers" ADD CONSTRAINT "visual_inspection_answers_inspectionId_fkey" FOREIGN KEY ("inspectionId") REFERENCES "inspections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "visual_inspection_answers" ADD CONSTRAINT "visual_inspection_answers_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "visual_inspection_questions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "used_products" ADD CONSTRAINT "used_products_interventionId_fkey" FOREIGN KEY ("interventionId") REFERENCES "interventions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "intervention_images" ADD CONSTRAINT "intervention_images_interventionId_fkey" FOREIGN KEY ("interventionId") REFERENCES "interventions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_event_users" ADD CONSTRAINT "schedule_event_users_scheduleEventId_fkey" FOREIGN KEY ("scheduleEventId") REFERENCES "schedule_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_event_users" ADD CONSTRAINT "schedule_event_users_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "visual_inspection_questions" ADD CONSTRAINT "visual_inspection_questions_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_visual_inspection_questions" ADD CONSTRAINT "place_visual_inspection_questions_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_visual_inspection_questions" ADD CONSTRAINT "place_visual_inspection_questions_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "visual_inspection_questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mixtures" ADD CONSTRAINT "mixtures_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_categories" ADD CONSTRAINT "recommendation_categories_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_recommendationCategoryId_fkey" FOREIGN KEY ("recommendationCategoryId") REFERENCES "recommendation_categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_deviceTypeId_fkey" FOREIGN KEY ("deviceTypeId") REFERENCES "device_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "devices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_zoneId_fkey" FOREIGN KEY ("zoneId") REFERENCES "place_zones"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_mapId_fkey" FOREIGN KEY ("mapId") REFERENCES "maps"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_comments" ADD CONSTRAINT "recommendation_comments_recommendationId_fkey" FOREIGN KEY ("recommendationId") REFERENCES "recommendations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_comments" ADD CONSTRAINT "recommendation_comments_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_files" ADD CONSTRAINT "recommendation_files_recommendationId_fkey" FOREIGN KEY ("recommendationId") REFERENCES "recommendations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_files" ADD CONSTRAINT "recommendation_files_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_histories" ADD CONSTRAINT "recommendation_histories_recommendationId_fkey" FOREIGN KEY ("recommendationId") REFERENCES "recommendations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_histories" ADD CONSTRAINT "recommendation_histories_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_recipients" ADD CONSTRAINT "recommendation_recipients_recommendationId_fkey" FOREIGN KEY ("recommendationId") REFERENCES "recommendations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_recipients" ADD CONSTRAINT "recommendation_recipients_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lora_devices" ADD CONSTRAINT "lora_devices_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lora_devices" ADD CONSTRAINT "lora_devices_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lora_devices" ADD CONSTRAINT "lora_devices_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "devices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lora_gateways" ADD CONSTRAINT "lora_gateways_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lora_gateways" ADD CONSTRAINT "lora_gateways_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lora_uplinks" ADD CONSTRAINT "lora_uplinks_loraDeviceId_fkey" FOREIGN KEY ("loraDeviceId") REFERENCES "lora_devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lora_history_events" ADD CONSTRAINT "lora_history_events_loraDeviceId_fkey" FOREIGN KEY ("loraDeviceId") REFERENCES "lora_devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lora_downlinks" ADD CONSTRAINT "lora_downlinks_loraDeviceId_fkey" FOREIGN KEY ("loraDeviceId") REFERENCES "lora_devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qr_batches" ADD CONSTRAINT "qr_batches_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qr_batches" ADD CONSTRAINT "qr_batches_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "qr_batches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_inspectionId_fkey" FOREIGN KEY ("inspectionId") REFERENCES "inspections"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
