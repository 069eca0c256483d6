/** Credentials' messages (modules/credentials): Moodle, Wi-Fi and exam passwords. */
export const englishCredentials = {
  'credentials.notFound': 'There is no such credential among yours.',
  'credentials.noAccount': 'You have no {system} account yet. Please ask the IT help desk.',
  'credentials.examNotYet':
    'The credentials for {course} are shown from {opensAt}, shortly before the exam starts.',
  'credentials.examOver': 'The exam {course} has ended: its credentials are no longer shown.',
  'credentials.rulesBroken': 'This password cannot be used. {rules}',
  'credentials.rule.length': 'It must be at least {min} characters long.',
  'credentials.rule.lettersAndDigits': 'It must contain both letters and digits.',
  'credentials.rule.userName': 'It must not contain your user name.',
  'credentials.rule.notCurrent': 'It must differ from your current password.',
  'credentials.rule.confirmation': 'The two entries must be the same.',
  'credentials.system.moodle': 'Moodle',
  'credentials.system.wifi': 'Wi-Fi',
} as const;
