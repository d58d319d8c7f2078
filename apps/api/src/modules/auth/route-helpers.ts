import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './credentials-service';

export function readClient(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'], language: request.language };
}
