// The module's surface: its routes' cart calls, and what other modules use of its internals, so they never
// import those files directly.
export { readCart, type AddDropContext } from './cart.js';
export { addToCart, dropToCart, removeFromCart, type CartOutcome } from './cart-changes.js';
export { saveCart } from './cart-save.js';
