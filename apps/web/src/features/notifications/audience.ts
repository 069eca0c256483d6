import type { AudienceFaculty, MessageAudience, MessageAudienceKind } from '@portal/contract';

export type { AudienceFaculty, MessageAudienceKind };

/** The "Send to" choices, widest first. */
export const MESSAGE_AUDIENCE_KINDS_IN_ORDER: readonly MessageAudienceKind[] = [
  'everyone',
  'faculty',
  'program',
  'level',
  'section',
  'student',
];

/** What the form holds while staff choose who receives a message. */
export interface AudienceDraft {
  kind: MessageAudienceKind;
  facultyId?: number;
  programId?: number;
  level?: number;
  sectionId?: number;
  studentCode?: string;
}

/** The audience as the contract takes it, or undefined while a needed choice is missing. */
export function audienceOf(draft: AudienceDraft): MessageAudience | undefined {
  switch (draft.kind) {
    case 'everyone':
      return { Kind: 'everyone' };
    case 'faculty':
      return draft.facultyId ? { Kind: 'faculty', FacultyId: draft.facultyId } : undefined;
    case 'program':
      return draft.programId ? { Kind: 'program', ProgramId: draft.programId } : undefined;
    case 'level':
      return draft.level ? { Kind: 'level', Level: draft.level } : undefined;
    case 'section':
      return draft.sectionId ? { Kind: 'section', SectionId: draft.sectionId } : undefined;
    case 'student':
      return draft.studentCode?.trim()
        ? { Kind: 'student', StudentCode: draft.studentCode.trim() }
        : undefined;
  }
}
