import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '#common/content-limits.ts';
import { createLogger } from '#server/logger.ts';
import { contactMessages } from '#server/db/schema.ts';
import { createContactMailer } from '#server/mail/contact-mailer.ts';
import { startTestApi, type TestApi, useTestApi } from '../support/api-server';
import { itRejects, tooLong } from '../support/rejections';
import { describeEachDriver } from '../support/databases';
import { startFakeSmtp, unusedPort, waitFor, type FakeSmtpServer } from '../support/fake-smtp';

/** Matches any string (Vitest types its matchers as `any`). */
const aString: unknown = expect.any(String);

const valid = { name: 'Grace', email: 'grace@example.com', message: 'Hello there!' };
const RETRY_INTERVAL_MS = 100;

interface ContactCreated {
  message: string;
  _id: string;
}

describeEachDriver('contact API', ({ db }) => {
  describe('without SMTP (stored only)', () => {
    const api = useTestApi(db);

    it('stores the message and answers 201', async () => {
      const response = await api.request<ContactCreated>('/api/contact', { body: valid });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        message: 'Message sent successfully!',
        _id: aString,
      });
      const stored = await db().stores.contact.get(response.body._id);
      expect(stored).toMatchObject({ ...valid, deliveredAt: null, deliveryAttempts: 0 });
    });

    itRejects(api, '/api/contact', [
      ['missing name', { ...valid, name: undefined }, 'All fields are required'],
      ['missing email', { ...valid, email: '' }, 'All fields are required'],
      ['missing message', { ...valid, message: '  ' }, 'All fields are required'],
      ['invalid email', { ...valid, email: 'grace@' }, 'Please enter a valid email address'],
      tooLong('name too long', 'Name', CONTACT_NAME_MAX_LENGTH, (name) => ({ ...valid, name })),
      tooLong('message too long', 'Message', CONTACT_MESSAGE_MAX_LENGTH, (message) => ({
        ...valid,
        message,
      })),
      ['NUL in text', { ...valid, message: 'a\u0000b' }, 'Text must not contain NUL characters'],
    ]);

    it('keeps injection-looking text verbatim', async () => {
      const body = { ...valid, message: "'; DROP TABLE contact_messages; -- <script>x()</script>" };
      const response = await api.request<ContactCreated>('/api/contact', { body });
      expect(response.status).toBe(201);
      expect((await db().stores.contact.get(response.body._id))?.message).toBe(body.message);
    });
  });

  describe('with SMTP_URL set', () => {
    let api: TestApi;
    let smtp: FakeSmtpServer | undefined;
    let port: number;
    beforeAll(async () => {
      port = await unusedPort();
      api = await startTestApi(db(), {
        env: { SMTP_URL: `smtp://127.0.0.1:${port}`, CONTACT_TO: 'owner@example.com' },
        mailer: (config) =>
          createContactMailer({
            config,
            logger: createLogger('silent'),
            contact: db().stores.contact,
            retryIntervalMs: RETRY_INTERVAL_MS,
            maxRetryIntervalMs: RETRY_INTERVAL_MS * 2,
          }),
      });
    });
    afterAll(async () => {
      await api.close();
      await smtp?.close();
    });

    it('keeps the message when the mail server is down, then a retry delivers it', async () => {
      const response = await api.request<ContactCreated>('/api/contact', {
        body: { ...valid, message: 'Sent while the mail server is down' },
      });
      expect(response.status).toBe(201);
      const id = response.body._id;

      const failedRow = await waitFor(async () => {
        const [row] = await db()
          .database.db.select()
          .from(contactMessages)
          .where(eq(contactMessages.id, id));
        return row && row.deliveryAttempts > 0 ? row : undefined;
      });
      expect(failedRow.deliveredAt).toBeNull();
      expect(failedRow.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(failedRow.message).toBe('Sent while the mail server is down');

      smtp = await startFakeSmtp(port);
      const delivered = await waitFor(async () => {
        const message = await db().stores.contact.get(id);
        return message?.deliveredAt ? message : undefined;
      });
      expect(delivered.deliveryAttempts).toBeGreaterThanOrEqual(2);
      const mail = smtp.messages.find((raw) => raw.includes('Sent while the mail server is down'));
      expect(mail).toBeDefined();
      expect(mail).toMatch(/^To: owner@example\.com/m);
      expect(mail).toMatch(/^Reply-To: Grace <grace@example\.com>/m);
      expect((await db().stores.contact.listUndelivered()).map((m) => m._id)).not.toContain(id);
    });

    it('delivers straight away when the mail server is up', async () => {
      smtp ??= await startFakeSmtp(port);
      const before = smtp.messages.length;
      const response = await api.request<ContactCreated>('/api/contact', {
        body: { ...valid, name: 'Line\r\nBcc: evil@example.com', message: 'Direct delivery' },
      });
      expect(response.status).toBe(201);
      const delivered = await waitFor(async () => {
        const message = await db().stores.contact.get(response.body._id);
        return message?.deliveredAt ? message : undefined;
      });
      expect(delivered.deliveryAttempts).toBe(1);
      const mail = smtp.messages.slice(before).find((raw) => raw.includes('Direct delivery'));
      expect(mail).toBeDefined();
      // A visitor's name can never add a header.
      expect(mail).not.toMatch(/^Bcc:/im);
    });
  });
});
