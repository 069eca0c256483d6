/** The message centre's preference and mail wording (modules/notify/preferences). */
export const englishNotifyPreferences = {
  'notify.topicLocked': 'Security notices always reach you: they cannot be turned off.',
  'notify.mail.footer':
    'You receive this mail because email is on for {topic} in your notification settings on the student portal.',
  'notify.topic.registration': 'registration',
  'notify.topic.payments': 'payments',
  'notify.topic.requests': 'requests',
  'notify.topic.exams': 'exams',
  'notify.topic.announcements': 'announcements',
  'notify.topic.events': 'events',
  'notify.topic.security': 'security notices',
} as const;
