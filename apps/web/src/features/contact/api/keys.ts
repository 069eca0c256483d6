/** Key roots of the contact page's reads. */
export const CONTACT_CARD_KEY = ['contact', 'card'] as const;
export const OFFICES_KEY = ['contact', 'offices'] as const;
