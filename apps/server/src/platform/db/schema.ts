// Every module's tables, for drizzle's relational queries and drizzle-kit. Modules own their tables;
// this file only gathers them.
export * from '../../modules/academic/schema.js';
export * from '../../modules/student/schema.js';
export * from '../../modules/registration/schema.js';
export * from '../../modules/staff/schema.js';
export * from '../auth/schema.js';
export * from '../../modules/account/schema.js';
export * from '../../modules/audit/schema.js';
export * from '../../modules/identity-provider/schema.js';
export * from '../../modules/notify/schema.js';
export * from '../../modules/default-data/schema.js';
export * from '../../modules/menu/schema.js';
export * from '../../modules/announcement/schema.js';
export * from '../../modules/evaluation/schema.js';
export * from '../../modules/time-tickets/schema.js';
