import { z } from 'zod';

/** Digits with an optional leading +, spaces and dashes allowed between them: 8 to 15 digits. */
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{6,20}[0-9]$/, 'Enter a phone number of digits, e.g. +20 100 123 4567.')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'A phone number has 8 to 15 digits.');

/** The contact data a student keeps up to date themselves (the advising form and the contact page). */
export const selfEditableContactFields = {
  Phone: phoneNumber,
  Address: z.string().trim().min(5, 'Enter your full address.').max(300),
  EmergencyContactName: z.string().trim().min(2, 'Enter the emergency contact’s name.').max(120),
  EmergencyContactPhone: phoneNumber,
  EmergencyContactRelation: z.string().trim().min(2, 'Say how the contact is related to you.').max(60),
};

/** The student's own number and the emergency contact's must differ (someone to call when they cannot answer). */
export function emergencyPhoneDiffers(body: { Phone: string; EmergencyContactPhone: string }): boolean {
  return body.Phone.replace(/\D/g, '') !== body.EmergencyContactPhone.replace(/\D/g, '');
}
export const EMERGENCY_PHONE_SAME = {
  path: ['EmergencyContactPhone'],
  message: 'The emergency contact needs a phone number other than yours.',
};
