/*
 * The international office's public face: what other modules may use of it. Nothing else reads its applications;
 * the fee of an application (and what is paid of it) is the one fact the money side may ask for.
 */
export { applicationFees } from './installments.js';
