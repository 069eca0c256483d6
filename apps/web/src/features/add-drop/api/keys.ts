/** Every add/drop query starts with this key, so a saved cart refreshes them all at once. */
export const ADD_DROP_KEY = ['add-drop'] as const;
export const CART_KEY = [...ADD_DROP_KEY, 'cart'] as const;
