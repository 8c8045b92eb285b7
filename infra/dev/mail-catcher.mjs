// A local SMTP catcher: stores every message under .data/mail and lists them on a small web page.
// Outage control for tests: POST /api/smtp/reject?to=<address> answers RCPT TO for that address (every
// address without `to`) with 550; POST /api/smtp/accept?to=<address> lifts it (all refusals without `to`).
// GET /api/v1/search?query=message-id:<id> answers as Mailpit's message API does, so the mailing worker
// can ask whether a mail of unknown fate was already accepted (MAIL_SERVER_API_URL).
// `replyDelay(ms)` holds each message's final answer that long, as a remote relay takes to accept one.
import { createServer } from 'node:http';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export async function startMailCatcher({ dir, smtpPort = 1025, httpPort = 8025 }) {
  mkdirSync(dir, { recursive: true });
  const rejected = new Set(); // lower-cased addresses, or '*' for all
  let sessions = 0;
  let replyDelayMs = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A reverse DNS lookup of every client held each connection's greeting for ~100 ms.
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, done) {
      sessions++;
      done();
    },
    onRcptTo(address, _session, done) {
      const to = address.address.toLowerCase();
      if (rejected.has('*') || rejected.has(to)) {
        return done(Object.assign(new Error(`Mailbox ${to} unavailable (mail catcher set to reject)`), { responseCode: 550 }));
      }
      done();
    },
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`), Buffer.concat(chunks));
        if (replyDelayMs) setTimeout(done, replyDelayMs);
        else done();
      });
    },
  });
  await new Promise((resolve, reject) => smtp.listen(smtpPort, '127.0.0.1', resolve).once('error', reject));
  // A sender killed mid-session resets its connection; that must not stop the catcher.
  smtp.on('error', () => undefined);

  const http = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && (url.pathname === '/api/smtp/reject' || url.pathname === '/api/smtp/accept')) {
      const to = url.searchParams.get('to')?.toLowerCase();
      if (url.pathname.endsWith('/reject')) rejected.add(to || '*');
      else if (to) rejected.delete(to);
      else rejected.clear();
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ rejected: [...rejected] }));
    }
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    if (req.method === 'GET' && url.pathname === '/api/v1/search') {
      const wanted = /^message-id:<?([^>\s]+)>?$/.exec(url.searchParams.get('query') ?? '')?.[1];
      const messages = wanted
        ? files.flatMap((f) =>
            messageIdsIn(readFileSync(path.join(dir, f), 'latin1'))
              .filter((id) => id === wanted)
              .map((id) => ({ ID: f, MessageID: id })),
          )
        : [];
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ messages_count: messages.length, messages }));
    }
    if (req.url === '/api/messages') {
      const list = await Promise.all(
        files.map(async (f) => {
          const m = await simpleParser(readFileSync(path.join(dir, f)));
          return { id: f, to: m.to?.text ?? '', subject: m.subject ?? '', text: m.text ?? '', date: m.date?.toISOString() ?? null };
        }),
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(list));
    }
    const name = decodeURIComponent((req.url ?? '/').slice(1));
    if (name && files.includes(name)) {
      const mail = await simpleParser(readFileSync(path.join(dir, name)));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(mail.html || `<pre>${escape(mail.text ?? '')}</pre>`);
    }
    const rows = await Promise.all(
      files.slice(0, 200).map(async (f) => {
        const m = await simpleParser(readFileSync(path.join(dir, f)));
        return `<tr><td>${escape(m.date?.toISOString() ?? '')}</td><td>${escape(m.to?.text ?? '')}</td><td><a href="/${encodeURIComponent(f)}">${escape(m.subject ?? '(no subject)')}</a></td></tr>`;
      }),
    );
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><meta charset="utf-8"><title>Filebridge mail catcher</title><body style="font-family:system-ui;margin:2rem"><h1>Caught mail (${files.length})</h1><table cellpadding="6">${rows.join('')}</table>`,
    );
  });
  await new Promise((resolve, reject) => http.listen(httpPort, '127.0.0.1', resolve).once('error', reject));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    uiUrl: `http://localhost:${httpPort}`,
    apiUrl: `http://127.0.0.1:${httpPort}`,
    /** SMTP connections opened so far: the bench reads whether senders keep theirs open. */
    connections: () => sessions,
    replyDelay: (ms) => {
      replyDelayMs = ms;
    },
    stop: async () => (http.close(), await new Promise((r) => smtp.close(r))),
  };
}

/** The Message-ID header of a stored message, read from its header block without parsing the whole mail. */
const messageIdsIn = (raw) => {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n') >>> 0);
  const id = /^message-id:\s*<?([^>\s]+)>?/im.exec(head)?.[1];
  return id ? [id] : [];
};

const escape = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
