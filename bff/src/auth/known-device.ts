import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginSource } from './login-attempts.service';

/**
 * A random id the browser keeps for the API (httpOnly, every /api path): an account it signed in
 * to remembers it, so that account's owner is not slowed by a stranger's failed guesses.
 */
export const DEVICE_COOKIE = 'fb_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The request's address and its device id, a new one when it has none (or not one of ours). */
export function loginSource(req: FastifyRequest): LoginSource {
  const sent = req.cookies?.[DEVICE_COOKIE];
  return { ip: req.ip, deviceId: sent && DEVICE_ID.test(sent) ? sent : randomBytes(16).toString('base64url') };
}

export function rememberDevice(reply: FastifyReply, source: LoginSource, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, source.deviceId, { path: '/api', httpOnly: true, sameSite: 'lax', secure, maxAge: MAX_AGE_SECONDS });
}
