import { describe, expect, it } from 'vitest';
import { languageOf, requestLanguage } from './language.js';

describe('the language of a request', () => {
  it.each([
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['AR-eg;q=0.9', 'ar'],
    ['ar-EG,en;q=0.8', 'ar'],
    [' ar , en', 'ar'],
    ['en', 'en'],
    ['en-GB,ar;q=0.9', 'en'],
    ['fr-FR,ar;q=0.5', 'en'],
    ['arn', 'en'],
    ['*', 'en'],
    ['', 'en'],
  ])('reads %j as %s: the first tag decides', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });

  it('answers in English when the request names no language', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(requestLanguage({ headers: {} })).toBe('en');
    expect(requestLanguage({ headers: { 'accept-language': 'ar' } })).toBe('ar');
  });
});
