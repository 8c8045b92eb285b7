import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { MailSender, type OutgoingMail } from './mail-sender';

/** An SMTP server that accepts every mail and counts the connections opened to it. */
async function countingServer() {
  const counts = { connections: 0, mails: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, done) {
      counts.connections++;
      done();
    },
    onData(stream, _session, done) {
      stream.resume().on('end', () => {
        counts.mails++;
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { counts, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

const mail = (i: number): OutgoingMail => ({
  to: 'customer@example.com',
  subject: `Receipt ${i}`,
  html: `<p>Receipt ${i}</p>`,
  text: `Receipt ${i}`,
  messageId: `<mail-${i}@filebridge.test>`,
});

describe('MailSender', () => {
  let server: Awaited<ReturnType<typeof countingServer>>;
  let sender: MailSender | undefined;

  beforeEach(async () => {
    server = await countingServer();
  });

  afterEach(async () => {
    sender?.close();
    sender = undefined;
    await server.close();
  });

  it('sends every mail over the one connection it keeps open, however many mails go through it', async () => {
    sender = new MailSender(server.url, 1);
    for (let i = 0; i < 250; i++) await sender.send(mail(i));
    expect(server.counts).toEqual({ connections: 1, mails: 250 });
  });

  it('opens no more connections than it was given, with more mails in flight than that', async () => {
    sender = new MailSender(server.url, 3);
    await Promise.all(Array.from({ length: 60 }, (_, i) => sender!.send(mail(i))));
    expect(server.counts.mails).toBe(60);
    expect(server.counts.connections).toBeLessThanOrEqual(3);
  });
});
