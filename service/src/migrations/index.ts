/**
 * The schema's versions, in order: each a migration Kysely runs once and
 * records (table kysely_migration). Never edit one that has shipped; add the
 * next.
 */
import type {Migration} from 'kysely/migration';
import * as submissions from './2026_12_01_001_submissions';

export const MIGRATIONS: Record<string, Migration> = {
  '2026_12_01_001_submissions': submissions,
};
