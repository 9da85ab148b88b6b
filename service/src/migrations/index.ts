/**
 * The schema's versions, in order: each a migration Kysely runs once and
 * records (table kysely_migration), named by its place in the sequence
 * (0001_, 0002_…: Kysely runs them in the order of their names). Never edit
 * one that has shipped; add the next.
 */
import type {Migration} from 'kysely/migration';
import * as submissions from './0001_submissions';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_submissions': submissions,
};

/**
 * Migrations whose name changed after a database ran them (it keeps the names
 * it ran, and Kysely refuses a recorded name it does not know): the first was
 * named by a date, 2026_12_01, that had not come yet.
 */
export const RENAMED_MIGRATIONS: Record<string, string> = {
  '2026_12_01_001_submissions': '0001_submissions',
};
