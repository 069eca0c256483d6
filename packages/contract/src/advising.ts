// The advising calls' schemas, one file per page or purpose; every name is exported from here as before.
export * from './advising/common.js';
export * from './advising/validate-page.js';
export * from './advising/individual-advising.js';
export * from './advising/advising-log.js';
export * from './advising/group-advising.js';
export * from './advising/term-windows.js';
