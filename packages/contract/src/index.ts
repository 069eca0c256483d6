export * from './envelope.js';
export * from './system.js';
export * from './academic.js';
