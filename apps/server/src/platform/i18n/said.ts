import type { english } from './english.js';

export type MessageId = keyof typeof english;

/** A name the university writes in both languages (a program, a term). */
export interface Bilingual {
  en: string;
  ar: string;
}

/**
 * An instant shown on the university's clock, in its zone: '2026-12-06 09:00' in English, or with the
 * month's name ('6 Dec 2026, 09:00') when `monthNamed`; Arabic always names the month.
 */
export interface UniversityTime {
  at: Date;
  timeZone: string;
  monthNamed?: boolean;
}

/** Names joined as the language lists them ("CSC 301, MTH 201 and PHY 101"), each in that language. */
export interface Listed {
  items: readonly (string | Bilingual)[];
}

/** The university's zone named as students call it ("Cairo time"). */
export interface ZoneLabel {
  zone: string;
}

/** An amount of money in piastres, shown in Egyptian pounds. */
export interface Money {
  piastres: number;
}

/** What may fill a `{name}` in a message: each kind is written the way the reader's language writes it. */
export type MessageValue =
  string | number | Bilingual | UniversityTime | ZoneLabel | Money | Listed | Said | Said[];

type ParamNames<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The named parameters a message needs, read from its English text: `{course}` needs `course`. */
export type ParamsOf<Id extends MessageId> = {
  readonly [Name in ParamNames<(typeof english)[Id]>]: MessageValue;
};

/**
 * A message for a student or staff member before it is put into words: its id and parameters. Services
 * answer with it so the language is chosen only when the answer is written for a request; logs and the
 * audit log read it in English (`toString`).
 */
export class Said {
  constructor(
    readonly id: MessageId,
    readonly params: Readonly<Record<string, MessageValue>>,
  ) {}
}

/** `say('evaluation.done')`, `say('transcript.notRegistered', { course })`: a message the type checker knows. */
export function say<Id extends MessageId>(
  id: Id,
  ...params: ParamNames<(typeof english)[Id]> extends never ? [] : [ParamsOf<Id>]
): Said {
  return new Said(id, params[0] ?? {});
}

/** A contract shape whose `Message` is not yet put into words: what services build, routes write out. */
export type Unsaid<T extends { Message: string }> = Omit<T, 'Message'> & { Message: Said };
