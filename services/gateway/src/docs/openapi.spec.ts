import { buildOpenApi } from './openapi.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The 200 answer's schema of an operation in the document. */
const answerOf = (op: Json) => op.responses['200'].content['application/json'].schema as Json;

describe('the OpenAPI document', () => {
  const doc = buildOpenApi('test') as Json;

  it("lists the Inbox with each answer's fields and the unread count", () => {
    const inbox = doc.paths['/api/outreach/inbox'].get;
    expect(inbox.security).toEqual([{ bearer: [] }]);
    const answer = answerOf(inbox);
    expect(Object.keys(answer.properties)).toEqual(expect.arrayContaining(['messages', 'unread', 'total']));
    expect(Object.keys(answer.properties.messages.items.properties)).toEqual(
      expect.arrayContaining(['id', 'lead_id', 'email_id', 'kind', 'from', 'subject', 'text', 'received_at', 'read']),
    );
  });

  it('lists marking an answer read and setting its kind, each with its body', () => {
    const read = doc.paths['/api/outreach/inbox/{id}/read'].post;
    const kind = doc.paths['/api/outreach/inbox/{id}/kind'].post;
    expect(read.parameters.map((p: Json) => p.name)).toEqual(['id']);
    expect(read.requestBody.content['application/json'].schema.properties).toHaveProperty('read');
    expect(kind.requestBody.content['application/json'].schema.properties.kind.enum).toEqual(
      expect.arrayContaining(['reply', 'out_of_office', 'hard_bounce', 'opt_out', 'not_interested']),
    );
  });

  it("shows each email's status with its stop or pause reason in the outbox", () => {
    const email = answerOf(doc.paths['/api/outreach/emails'].get).properties.emails.items.properties;
    expect(Object.keys(email)).toEqual(expect.arrayContaining(['status', 'stop_reason', 'paused_until']));
    expect(email.status.enum).toEqual(expect.arrayContaining(['scheduled', 'held', 'sent', 'stopped']));
  });
});
