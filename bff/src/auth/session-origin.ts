import type { FastifyRequest } from 'fastify';
import type { SessionOrigin } from './sessions.service';

/** What a sign-in records about the device it came from. */
export const sessionOrigin = (req: FastifyRequest): SessionOrigin => ({ userAgent: req.headers['user-agent'], ip: req.ip });
