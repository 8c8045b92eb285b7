import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request if it can, saying whether it did. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Makes the server Fastify listens on, with one step before Fastify: `early.answer` answers what it
 * can without Fastify's per-request work, the rest goes to Fastify. `early` is read on every
 * request, so its answer can be set once the app that provides it is built. The server gets the
 * timeouts Fastify gives the one it makes itself, which it leaves to a factory.
 */
export const serverAnsweringEarly =
  (early: { answer: EarlyAnswer }): FastifyServerFactory =>
  (fastify, opts) => {
    const server = createServer((req, res) => {
      if (!early.answer(req, res)) fastify(req, res);
    });
    server.keepAliveTimeout = Number(opts.keepAliveTimeout);
    server.requestTimeout = Number(opts.requestTimeout);
    server.setTimeout(Number(opts.connectionTimeout));
    if (Number(opts.maxRequestsPerSocket) > 0) server.maxRequestsPerSocket = Number(opts.maxRequestsPerSocket);
    return server;
  };
