import type { OrderTypeDocument } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { fileProblem, kindOf } from './file-checks';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

const medicalReport: OrderTypeDocument = {
  Code: 'medical-report',
  NameEn: 'Medical report',
  NameAr: 'تقرير طبي',
  Required: true,
  Kinds: ['pdf', 'jpeg', 'png'],
  MaxFiles: 2,
  MaxBytes: 5 * 1024 * 1024,
};

describe('file checks before an upload', () => {
  it('knows a file by its declared type, else its name', () => {
    expect(kindOf(file('scan', 'image/png'))).toBe('png');
    expect(kindOf(file('SCAN.JPG', ''))).toBe('jpeg');
    expect(kindOf(file('notes.docx', ''))).toBeUndefined();
  });

  it('refuses too many, empty, too large and other kinds of files', () => {
    const pdf = file('a.pdf', 'application/pdf');
    expect(fileProblem(medicalReport, [pdf, pdf, pdf])).toEqual({ key: 'tooMany', max: 2 });
    expect(fileProblem(medicalReport, [file('e.pdf', 'application/pdf', 0)])).toEqual({
      key: 'empty',
      name: 'e.pdf',
    });
    expect(fileProblem({ ...medicalReport, MaxBytes: 5 }, [pdf])).toEqual({
      key: 'tooLarge',
      name: 'a.pdf',
      max: 5,
    });
    expect(fileProblem({ ...medicalReport, Kinds: ['pdf'] }, [file('p.png', 'image/png')])).toEqual({
      key: 'wrongKind',
      name: 'p.png',
    });
    expect(fileProblem(medicalReport, [pdf])).toBeUndefined();
  });
});
