import { describe, expect, it } from 'vitest';
import { arabic } from './arabic.js';
import { english } from './english.js';
import { say } from './said.js';
import { inEnglish, inLanguage } from './words.js';

const parameters = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));

describe('the message catalogue', () => {
  it('has an Arabic text for every English one, and nothing else', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
    for (const [id, text] of Object.entries(arabic)) expect(text.trim(), id).not.toBe('');
  });

  it('names the same parameters in both languages', () => {
    for (const [id, text] of Object.entries(english)) {
      const arabicText: string | undefined = Object.entries(arabic).find(([key]) => key === id)?.[1];
      expect(parameters(arabicText ?? ''), id).toEqual(parameters(text));
    }
  });

  it('writes Arabic texts in Arabic script, not English left behind', () => {
    const verbatim = new Set(
      Object.entries(english)
        .filter(([, text]) => /^[{}\w:. ]+$/.test(text))
        .map(([id]) => id),
    );
    for (const [id, text] of Object.entries(arabic)) {
      if (!verbatim.has(id)) expect(text, id).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('putting a message into words', () => {
  it('fills each parameter, and reads English for logs', () => {
    const said = say('exams.unmarked', { unmarked: 3, seats: 40 });
    expect(inEnglish(said)).toBe(
      '3 of 40 students have no score yet. Mark each one (or absent) before publishing.',
    );
    expect(inLanguage(said, 'ar')).toBe(
      '3 من 40 طالبًا بلا درجة بعد. ارصد درجة كل طالب (أو غيابه) قبل النشر.',
    );
  });

  it('writes a name the university keeps in both languages in the reader’s', () => {
    const said = say('whatIf.sameProgram', { program: { en: 'Computer Science', ar: 'علوم الحاسب' } });
    expect(inEnglish(said)).toBe('You are already in Computer Science: choose another program to compare.');
    expect(inLanguage(said, 'ar')).toBe('أنت مقيد بالفعل في علوم الحاسب: اختر برنامجًا آخر للمقارنة.');
  });

  it('shows a time on the university’s clock: numeric in English, with the month’s name in Arabic', () => {
    const at = new Date('2026-03-01T08:30:00Z');
    const said = say('tickets.addDropTime', {
      time: { at, timeZone: 'Africa/Cairo' },
      zone: { zone: 'Africa/Cairo' },
    });
    expect(inEnglish(said)).toContain('is 2026-03-01 10:30 (Cairo time).');
    const arabicText = inLanguage(said, 'ar');
    expect(arabicText).toContain('مارس');
    expect(arabicText).toContain('10:30');
    expect(arabicText).toContain('(توقيت مصر)');
  });

  it('writes nested messages, lists and money in the same language', () => {
    const section = say('section.lecture', { course: 'CSC 301', number: '2' });
    const both = say('rules.refusals', {
      refusals: [say('rules.full', { section }), say('holds.unpaid', { amount: { piastres: 1_250_000 } })],
    });
    expect(inEnglish(both)).toBe(
      'CSC 301 section 2 is full. You have an unpaid balance of EGP 12,500.00; please pay it before registering.',
    );
    expect(inLanguage(both, 'ar')).toContain('الشعبة 2 من CSC 301 مكتملة.');
    const listed = say('builder.overLimit', {
      courses: { items: ['CSC 301', 'MTH 201', 'PHY 101'] },
      credits: 21,
      limit: 18,
    });
    expect(inEnglish(listed)).toBe(
      'CSC 301, MTH 201 and PHY 101 make 21 credits, over your limit of 18 this term.',
    );
    expect(inLanguage(listed, 'ar')).toContain('CSC 301');
    // Names the university writes in both languages are listed in the reader's.
    const documents = say('orders.office.documentsOpen', {
      documents: {
        items: [
          { en: 'Medical report', ar: 'تقرير طبي' },
          { en: 'National ID', ar: 'بطاقة الرقم القومي' },
        ],
      },
    });
    expect(inEnglish(documents)).toBe(
      'Review every required document first (accept or waive): Medical report and National ID.',
    );
    expect(inLanguage(documents, 'ar')).toContain('تقرير طبي');
    expect(inLanguage(documents, 'ar')).toContain('بطاقة الرقم القومي');
    expect(inLanguage(documents, 'ar')).not.toContain('Medical report');
  });
});
