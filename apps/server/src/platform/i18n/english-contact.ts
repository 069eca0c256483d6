/** The contact page's messages (modules/contact): contact data and the personal email's confirmation. */
export const englishContact = {
  'contact.emailAlreadyConfirmed': 'This is already your confirmed personal email.',
  'contact.emailIsUniversity': 'Your university email is already on file: enter a personal address.',
  'contact.linkNotYours':
    'This confirmation link is not valid for your account. Sign in as the student who asked for the change.',
  'contact.linkUsed': 'This confirmation link was already used.',
  'contact.linkExpired':
    'This confirmation link has expired (a link works for {hours} hours). Ask for a new one.',
  'contact.linkReplaced': 'A newer change replaced this link: open the link in the latest email.',
  'contact.mail.subject': 'Confirm your personal email for the student portal',
  'contact.mail.body':
    'Hello {name},\n\nYou asked to use {email} as your personal email on the student portal. Open this link while signed in to confirm it:\n\n{link}\n\nThe link works once, for {hours} hours. If you did not ask for this, ignore this email: nothing changes.',
} as const;
