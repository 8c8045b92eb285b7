import { Writable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@filebridge/test-support';
import { createDataSource } from '../database/data-source';
import { hashPassword } from '../security/password';
import { addToLogContext, logContextOfJob, runWithLogContext } from './log-context';
import { createLogger } from './logger';

/** A logger writing into memory, as the process would write to stdout. */
function capturedLogger() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const log = createLogger('logger-test', 'info', stream);
  return {
    log,
    entries: () =>
      text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    text: () => text,
  };
}

describe('logger: no secret reaches a log line, whatever threw', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let hash: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = createDataSource(db.url, { poolSize: 1 });
    await ds.initialize();
    hash = await hashPassword('Never-logged-password-7');
  });
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  const insertAccount = (firstName: string | null) =>
    ds
      .query(`INSERT INTO accounts (email, password_hash, first_name, last_name, role) VALUES ($1, $2, $3, 'Rivera', 'customer')`, [
        'leak-check@example.com',
        hash,
        firstName,
      ])
      .then(
        () => {
          throw new Error('the insert was expected to fail');
        },
        (err: Error) => err,
      );

  it.each([
    ['a NUL the database refuses', 'Da\u0000na', '22021'],
    ['a NOT NULL violation, whose detail repeats the whole row', null, '23502'],
  ])('logs a failed query (%s) by message, code and stack only', async (_what, firstName, code) => {
    const err = await insertAccount(firstName);
    const { log, entries, text } = capturedLogger();
    log.error({ err }, 'unhandled error');
    log.error(err);
    log.error({ err: new Error('signup failed', { cause: err }), error: err }, 'wrapped');

    for (const secret of [hash, '$argon2id', 'leak-check@example.com', 'INSERT INTO', 'Failing row']) expect(text()).not.toContain(secret);
    const [first, second, wrapped] = entries();
    for (const entry of [first, second])
      expect(entry.err).toEqual({
        type: 'QueryFailedError',
        message: expect.any(String),
        code,
        stack: expect.stringContaining('QueryFailedError'),
      });
    expect(first.err.message.length).toBeGreaterThan(0);
    expect(wrapped.error).toMatchObject({ type: 'QueryFailedError', code });
    expect(wrapped.err.cause).toMatchObject({ type: 'QueryFailedError', code });
  });

  it('redacts password hashes, SQL parameters, tokens and card data wherever they sit in a logged object', () => {
    const { log, text } = capturedLogger();
    log.info(
      {
        account: { password_hash: hash, passwordHash: hash },
        parameters: ['leak-check@example.com', hash],
        query: { parameters: [hash] },
        headers: { authorization: 'Bearer eyJsecret' },
        payment: { card: { number: '4242424242424242', cvc: '123' }, client_secret: 'pi_1_secret_2' },
      },
      'something happened',
    );
    for (const secret of [hash, 'leak-check@example.com', 'eyJsecret', '4242424242424242', 'pi_1_secret_2'])
      expect(text()).not.toContain(secret);
  });

  it('redacts the tax ids of an intake and its sealed record, nested as an intake holds them', () => {
    const { log, text } = capturedLogger();
    log.info(
      {
        ssn: '123456789',
        intake: { ein: '121234567', sealed: { v: 1, values: { responsiblePartyTaxId: 'c2VhbGVk' } } },
        body: { values: { responsiblePartyTaxId: '912701234', taxId: '987654321' } },
      },
      'intake saved',
    );
    for (const secret of ['123456789', '121234567', 'c2VhbGVk', '912701234', '987654321']) expect(text()).not.toContain(secret);
  });
});

describe('logger: the job in hand rides on every line', () => {
  it('adds the order and correlation id of the context, also what is learnt mid-job, and lets a call override them', () => {
    const { log, entries } = capturedLogger();
    runWithLogContext(logContextOfJob('stripe.event', '7', { eventId: 'evt_1', correlationId: 'c-1' }), () => {
      log.info('before');
      addToLogContext({ orderId: 'o-1' });
      log.info('after');
      log.info({ orderId: 'o-2' }, 'explicit');
    });
    log.info('outside');
    expect(entries().map((e) => [e.msg, e.orderId, e.correlationId, e.job])).toEqual([
      ['before', undefined, 'c-1', 'stripe.event'],
      ['after', 'o-1', 'c-1', 'stripe.event'],
      ['explicit', 'o-2', 'c-1', 'stripe.event'],
      ['outside', undefined, undefined, undefined],
    ]);
  });

  it("finds an order's id in a mail's data", () => {
    expect(logContextOfJob('mail.send', '9', { idempotencyKey: 'k', data: { orderId: 'o-3' } }).orderId).toBe('o-3');
  });
});
