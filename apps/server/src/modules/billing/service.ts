// What other modules use of this module's internals, so they never import those files directly.
export { egp, studentBalance } from './balance.js';
