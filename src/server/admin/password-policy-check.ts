import type { FastifyRequest } from 'fastify';
import { strongPasswordProblem } from '../../domain/password-policy';
import { HttpError } from '../http/errors';

/**
 * Refuses (400, naming the rule) a new password that breaks the strong-password rule while the
 * admin's 'strong passwords' setting is on. Called by registration, password change and reset.
 */
export function assertPasswordAllowed(request: FastifyRequest, password: string): void {
  if (request.server.liveSettings.get('strong_passwords') !== 'true') return;
  const problem = strongPasswordProblem(password);
  if (problem) throw new HttpError(400, problem);
}
