import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getStudentMessagesCountResponse,
  getStudentMessagesResponse,
  unreadAfterMarking,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildMessage, buildStaffMember, buildStudent } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { messageRecipients } from './schema.js';

describe('a student reads their messages', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());

  async function setUp() {
    const db = subject.database.handle.db;
    const student = await buildStudent(db);
    const other = await buildStudent(db);
    const first = await buildMessage(db, student, { title: 'Registration opens', link: 'AddDrop' });
    const second = await buildMessage(db, student, { title: 'Grades published', link: 'transcript' });
    const third = await buildMessage(db, student, { title: 'Payment received' });
    const foreign = await buildMessage(db, other, { title: 'Your order is ready' });
    return {
      student,
      other,
      first,
      second,
      third,
      foreign,
      headers: await studentAuthorization(subject.app, student),
    };
  }

  async function list(headers: { authorization: string }, query = '') {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/Notify/GetStudentMessages${query}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return envelope(getStudentMessagesResponse).parse(response.json()).ReturnObject;
  }

  async function unreadCount(headers: { authorization: string }) {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Notify/GetStudentMessages_Count',
      headers,
    });
    const body = envelope(getStudentMessagesCountResponse).parse(response.json());
    expect(body.Status).toBe('200');
    return body.ReturnObject;
  }

  async function unreadRows(studentId: number) {
    const rows = await subject.database.handle.db
      .select()
      .from(messageRecipients)
      .where(and(eq(messageRecipients.studentId, studentId), isNull(messageRecipients.readAt)));
    return rows.length;
  }

  it('lists only their own messages, newest first, paged, with the unread count', async () => {
    const { student, first, second, third, headers } = await setUp();
    const all = await list(headers);
    expect(all.Total).toBe(3);
    expect(all.Items.map((item) => item.MessageId)).toEqual([third.id, second.id, first.id]);
    expect(all.Items[1]).toEqual({
      MessageId: second.id,
      Title: 'Grades published',
      Body: expect.any(String) as unknown,
      Link: 'transcript',
      CreatedAt: second.createdAt.toISOString(),
      IsRead: false,
      ReadAt: null,
    });
    const paged = await list(headers, '?Page=2&PageSize=2');
    expect(paged).toMatchObject({ Total: 3, Page: 2, PageSize: 2 });
    expect(paged.Items.map((item) => item.MessageId)).toEqual([first.id]);
    expect(await unreadCount(headers)).toBe(3);
    expect(await unreadRows(student.id)).toBe(3);
  });

  it('marks one message read, filters by read state, and keeps the first read time', async () => {
    const { second, headers } = await setUp();
    const marked = await subject.app.inject({
      method: 'POST',
      url: '/api/Notify/MarkMessageRead',
      headers,
      payload: { MessageId: second.id },
    });
    expect(envelope(unreadAfterMarking).parse(marked.json())).toEqual({
      Status: '200',
      ReturnObject: { Unread: 2 },
    });
    expect(await unreadCount(headers)).toBe(2);

    const read = await list(headers, '?readStatus=read');
    expect(read.Items.map((item) => [item.MessageId, item.IsRead])).toEqual([[second.id, true]]);
    const readAt = read.Items[0]?.ReadAt;
    expect(readAt).toEqual(expect.any(String));
    const unread = await list(headers, '?readStatus=unread');
    expect(unread.Total).toBe(2);
    expect(unread.Items.every((item) => !item.IsRead)).toBe(true);

    // Opening it again changes nothing.
    await subject.app.inject({
      method: 'POST',
      url: '/api/Notify/MarkMessageRead',
      headers,
      payload: { MessageId: second.id },
    });
    expect((await list(headers, '?readStatus=read')).Items[0]?.ReadAt).toBe(readAt);
  });

  it("refuses another student's message id and changes nothing", async () => {
    const { other, foreign, headers } = await setUp();
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/Notify/MarkMessageRead',
      headers,
      payload: { MessageId: foreign.id },
    });
    expect(response.json()).toEqual({
      Status: '404',
      ReturnObject: null,
      Message: 'This message was not found.',
    });
    expect(await unreadRows(other.id)).toBe(1);
    const missing = await subject.app.inject({
      method: 'POST',
      url: '/api/Notify/MarkMessageRead',
      headers,
      payload: { MessageId: 2_000_000_000 },
    });
    expect(missing.json()).toMatchObject({ Status: '404' });
    // Neither is in the student's list, whatever the filter.
    for (const status of ['all', 'read', 'unread']) {
      const page = await list(headers, `?readStatus=${status}`);
      expect(page.Items.some((item) => item.MessageId === foreign.id)).toBe(false);
    }
  });

  it('marks all of their own messages read and nobody else’s', async () => {
    const { student, other, headers } = await setUp();
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/Notify/MarkAllMessagesRead',
      headers,
    });
    const answer = response.json<{ Status: string; ReturnObject: { Unread: number; ReadAt: string } }>();
    expect(answer).toMatchObject({ Status: '200', ReturnObject: { Unread: 0 } });
    expect(await unreadRows(student.id)).toBe(0);
    expect(await unreadRows(other.id)).toBe(1);
    expect(await unreadCount(headers)).toBe(0);
    expect((await list(headers, '?readStatus=unread')).Items).toEqual([]);
    // Every message it marked carries the read time it answered: the bell's page tells them apart by it.
    const read = (await list(headers, '?readStatus=read')).Items;
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((item) => item.ReadAt === answer.ReturnObject.ReadAt)).toBe(true);
  });

  it('answers 422 to bad input and changes nothing', async () => {
    const { student, headers } = await setUp();
    const bad = [
      { method: 'GET' as const, url: '/api/Notify/GetStudentMessages?readStatus=new' },
      { method: 'GET' as const, url: '/api/Notify/GetStudentMessages?PageSize=1000' },
      { method: 'POST' as const, url: '/api/Notify/MarkMessageRead', payload: { MessageId: 'x' } },
      { method: 'POST' as const, url: '/api/Notify/MarkMessageRead', payload: { MessageId: -1 } },
      { method: 'POST' as const, url: '/api/Notify/MarkMessageRead', payload: {} },
    ];
    for (const request of bad) {
      const response = await subject.app.inject({ ...request, headers });
      expect(response.statusCode, request.url).toBe(422);
    }
    expect(await unreadRows(student.id)).toBe(3);
  });

  it('refuses anonymous callers and staff tokens', async () => {
    const anonymous = await subject.app.inject({
      method: 'GET',
      url: '/api/Notify/GetStudentMessages_Count',
    });
    expect(anonymous.statusCode).toBe(401);
    const staff = await buildStaffMember(subject.database.handle.db, { roles: ['communications'] });
    const asStaff = await subject.app.inject({
      method: 'GET',
      url: '/api/Notify/GetStudentMessages',
      headers: await staffAuthorization(subject.app, staff),
    });
    expect(asStaff.statusCode).toBe(403);
  });
});
