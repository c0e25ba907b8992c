import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/** preHandler for every /api/admin route: 401 signed out, 403 without the admin flag. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.currentUser) throw new HttpError(401, 'Unauthorized');
  if (!request.currentUser.isAdmin) throw new HttpError(403, 'Administrators only.');
}
