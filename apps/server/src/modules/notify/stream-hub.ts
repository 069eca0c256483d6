import type { LiveMessage } from '@portal/contract';
import { say, type Said } from '../../platform/i18n/said.js';

/** One open stream: what the hub needs to write to it and end it. */
export interface LiveStream {
  studentId: number;
  send(event: string, data: unknown): void;
  end(): void;
  /** Ends the stream telling the browser to reconnect at once: this instance is going away. */
  endForRestart(): void;
}

export interface StreamLimits {
  perStudent: number;
  perInstance: number;
}

/**
 * The streams open on this instance, by student. A message is written only to its recipients' streams,
 * so a student never hears of another's messages. Limits keep one student's tabs (or a script) from
 * holding every socket of the instance.
 */
export class StreamHub {
  private readonly byStudent = new Map<number, Set<LiveStream>>();
  private total = 0;

  constructor(private readonly limits: StreamLimits) {}

  /** Why another stream for this student would be refused now; undefined when it would be accepted. */
  refusal(studentId: number): Said | undefined {
    if ((this.byStudent.get(studentId)?.size ?? 0) >= this.limits.perStudent) {
      return say('stream.tooManyTabs', { count: this.limits.perStudent });
    }
    if (this.total >= this.limits.perInstance) {
      return say('stream.serverFull');
    }
    return undefined;
  }

  /** Adds a stream; the route asks `refusal` first, in the same tick. */
  add(stream: LiveStream): void {
    const streams = this.byStudent.get(stream.studentId) ?? new Set<LiveStream>();
    this.byStudent.set(stream.studentId, streams);
    streams.add(stream);
    this.total += 1;
  }

  remove(stream: LiveStream): void {
    const streams = this.byStudent.get(stream.studentId);
    if (!streams?.delete(stream)) return;
    this.total -= 1;
    if (streams.size === 0) this.byStudent.delete(stream.studentId);
  }

  deliver(recipientIds: number[], message: LiveMessage): void {
    for (const studentId of recipientIds) {
      for (const stream of this.byStudent.get(studentId) ?? []) stream.send('message', message);
    }
  }

  /** Ends every stream (shutdown): the browsers reconnect, to another instance if this one is gone. */
  endAll(): void {
    for (const streams of [...this.byStudent.values()])
      for (const stream of [...streams]) stream.endForRestart();
    this.byStudent.clear();
    this.total = 0;
  }

  get openStreams(): number {
    return this.total;
  }
}
