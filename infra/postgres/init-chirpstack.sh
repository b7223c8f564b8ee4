#!/bin/sh
# Runs once, when the PostgreSQL volume is first created: ChirpStack's own role and database
# beside Trapline's, with the pg_trgm extension ChirpStack's searches need.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v password="$CHIRPSTACK_DB_PASSWORD" <<'SQL'
CREATE ROLE chirpstack WITH LOGIN PASSWORD :'password';
CREATE DATABASE chirpstack WITH OWNER chirpstack;
\c chirpstack
CREATE EXTENSION IF NOT EXISTS pg_trgm;
SQL
