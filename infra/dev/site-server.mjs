// The production frontend as customers get it, served the way our static hosts serve it
// (infra/docker/nginx.conf): a public page's pre-rendered HTML, the app shell (200.html) for every
// other page address, the brotli or gzip copy the build made of each file, and caching that lets
// hashed assets live in browsers for a year while HTML is revalidated on every visit.
import path from 'node:path';
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** No other site may show our pages in a frame (clickjacking): on every answer, errors included. */
const FRAME_HEADERS = { 'content-security-policy': "frame-ancestors 'none'", 'x-frame-options': 'DENY' };

/** A request Node's parser refuses (a target not starting with `/`, bad bytes) never reaches a hook. */
function refuseUnframeable(err, socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const headers = Object.entries(FRAME_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n${headers}connection: close\r\n\r\n`);
}

/**
 * The request's path and query under `origin`, never another site: a path that starts with `//`
 * or `/\` would otherwise be read by URL parsers and browsers as a host (`//evil.example/%2e%2e`).
 * Slashes and backslashes that open the path fold into one, and anything whose resolution still
 * leaves the origin goes to the origin's root.
 */
export function sameOriginLocation(origin, requestUrl) {
  const location = new URL(`/${String(requestUrl).replace(/^[\\/\s]+/, '')}`, origin);
  return location.origin === origin.origin ? location.href : new URL('/', origin).href;
}

/**
 * @param {{ dir: string, port: number, host?: string, canonicalOrigin?: string }} options
 * canonicalOrigin: requests for the same port under another host name (127.0.0.1 for localhost) are
 * redirected there, so the site and its API always meet under one name, as their cookies require.
 */
export async function startSiteServer({ dir, port, host = 'localhost', canonicalOrigin }) {
  const root = path.resolve(dir);
  const app = Fastify({ logger: false, clientErrorHandler: refuseUnframeable });
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
  });

  const canonical = canonicalOrigin ? new URL(canonicalOrigin) : null;
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'strict-origin-when-cross-origin').headers(FRAME_HEADERS);
    if (canonical && req.hostname !== canonical.hostname) return reply.redirect(sameOriginLocation(canonical, req.url), 308);
  });

  app.get('/*', (req, reply) => {
    const rel = req.params['*'];
    if (path.extname(rel)) {
      reply.header('cache-control', rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      return reply.sendFile(rel);
    }
    const page = path.join(rel, 'index.html');
    const file = path.resolve(root, page);
    reply.header('cache-control', REVALIDATE);
    return reply.sendFile(file.startsWith(root + path.sep) && existsSync(file) ? page : '200.html');
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).header('cache-control', REVALIDATE).type('text/plain').send('Not found'));

  await app.listen({ port, host });
  return { url: `http://localhost:${port}`, close: () => app.close() };
}
