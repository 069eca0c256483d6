export * from './envelope.js';
export * from './system.js';
export * from './academic.js';
export * from './paging.js';
export * from './account.js';
export * from './staff.js';
export * from './audit.js';
