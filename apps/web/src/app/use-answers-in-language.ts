import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { belongsToSession } from './use-session-scoped-cache';

/**
 * The server writes refusals, rules, holds and the messages it sends itself in the app's language
 * (Accept-Language): switching the language makes every such answer stale, so the pages on screen ask
 * again and show the server's words in the new language, not only the app's own.
 */
export function useAnswersInShownLanguage(): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const askedIn = useRef(language);
  useEffect(() => {
    if (askedIn.current === language) return;
    askedIn.current = language;
    void queryClient.invalidateQueries({ predicate: (query) => belongsToSession(query.queryKey) });
  }, [language, queryClient]);
}
