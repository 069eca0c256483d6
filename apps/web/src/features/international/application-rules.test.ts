import { describe, expect, it } from 'vitest';
import { documentsToUpload, installmentPage, missingRequired, paragraphsOf } from './application-rules';
import { detail, passport, transcript, uploadedTranscript } from './test/fixtures';

describe('application rules', () => {
  it('asks a draft for every entry without a file, and a returned one for those the office rejected', () => {
    const checklist = [transcript, passport];
    const draft = detail({ Documents: [uploadedTranscript] });
    expect(documentsToUpload(draft, checklist).map((entry) => entry.Code)).toEqual(['passport']);
    expect(missingRequired(draft, checklist)).toBe(0);
    const returned = detail({ State: 'returned', Documents: [{ ...uploadedTranscript, State: 'rejected' }] });
    expect(documentsToUpload(returned, checklist).map((entry) => entry.Code)).toEqual([
      'transcript',
      'passport',
    ]);
    expect(missingRequired(returned, checklist)).toBe(1);
    expect(documentsToUpload(detail({ State: 'submitted' }), checklist)).toEqual([]);
  });

  it('pays on the installment page of duphat and curious only', () => {
    expect(installmentPage('duphat')).toBe('duphat-install');
    expect(installmentPage('curious')).toBe('curious-install');
    expect(installmentPage('international')).toBeUndefined();
  });

  it('splits the office’s text at blank lines', () => {
    expect(paragraphsOf('One.\n\n  Two,\nstill two.\n\n\n')).toEqual(['One.', 'Two,\nstill two.']);
    expect(paragraphsOf('  ')).toEqual([]);
  });
});
