import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { sendError } from './errors';

/**
 * The methods the router answers at the request's path, in alphabetical order: what a 405 lists in
 * `Allow`. Asked of the router itself, so every route counts (the API's, the web app's pages and
 * files, HEAD wherever there is GET) and the path is matched as for routing (escapes, parameters, a
 * trailing slash). Empty for a path no route matches, and when the request's own method has a route
 * after all (a route that called `callNotFound`): both are a 404.
 */
export function listAllowedMethods(app: FastifyInstance, request: FastifyRequest): string[] {
  const url = request.url.split('?', 1)[0] ?? '/';
  const isRouted = (method: string) => app.findRoute({ method: method as HTTPMethods, url }) !== null;
  if (isRouted(request.method)) return [];
  return app.supportedMethods.filter(isRouted).sort();
}

/** 405 Method Not Allowed, with the methods the path does support in `Allow` (RFC 9110, 15.5.6). */
export function sendMethodNotAllowed(
  reply: FastifyReply,
  request: FastifyRequest,
  allowed: readonly string[],
): FastifyReply {
  return sendError(reply.header('allow', allowed.join(', ')), request, 'METHOD_NOT_ALLOWED');
}
