import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { securityInfoSchema } from '../../domain/security-info';
import type { AppContext } from '../context';
import { securityFacts } from './security-facts';

/**
 * GET /api/security: how this server protects data. Open to signed-out visitors (part 2 §2):
 * it describes the server, not anyone's account.
 */
export function securityInfoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/security', { schema: { response: { 200: securityInfoSchema } } }, async () =>
      securityFacts(ctx),
    );
  };
}
