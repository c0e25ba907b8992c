import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantChangeSchema } from '../../domain/grant-changes';
import {
  accessRequestSchema,
  grantReauthSchema,
  sharedVaultSchema,
  trustedPersonSchema,
} from '../../domain/trusted-people';
import { passwordGuard } from '../auth/password-attempts-guard';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { approve, confirm, end, ownerOnly, reject, requestAccess } from './grant-actions';
import { auditGrant, presentOwned, presentShared } from './grant-answers';
import { changeGrant, changeWidens, changeableGrant, withdrawRequest } from './grant-edits';
import { grantOfParty, type GrantRow } from './grant-store';
import { returnToStandby } from './standby';

const idParams = z.object({ id: z.uuid('Trusted person id must be a UUID') });
type Step = (ctx: AppContext, me: UserRow, grantId: string, now: Date) => Promise<GrantRow>;

/**
 * Each step of a grant after the invitation, on /api/trusted-people/:id/… : the owner's
 * (confirm, approve, reject, standby, change, remove) and the executor's (request, withdraw).
 * Every step is audited: which step, which grant, never who or what was shared.
 */
export function grantStepRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.addHook('preValidation', requireUser);
    const guard = passwordGuard(app, ctx);
    const owned = { params: idParams, response: { 200: trustedPersonSchema } };
    const shared = { params: idParams, response: { 200: sharedVaultSchema } };

    /** An owner's step that hands something over: the password (and code) again first. */
    function reauthStep(
      action: 'confirm' | 'approve',
      purpose: string,
      step: Step,
      done: (g: GrantRow) => string,
    ) {
      app.post(
        `/trusted-people/:id/${action}`,
        { schema: { ...owned, body: grantReauthSchema } },
        async (request) => {
          await guard.confirm(request, request.body, {
            purpose,
            refusedAction: `trusted.${action}_refused`,
          });
          const grant = await step(ctx, signedInUser(request), request.params.id, new Date());
          await auditGrant(ctx, request, grant.id, `trusted.${action}`, done(grant));
          return presentOwned(ctx, grant);
        },
      );
    }

    /** An owner's step that takes something back or says no: confirmed in the page's dialog. */
    function ownerStep(action: string, step: Step, message: string) {
      app.post(`/trusted-people/:id/${action}`, { schema: owned }, async (request) => {
        const grant = await step(ctx, signedInUser(request), request.params.id, new Date());
        await auditGrant(ctx, request, grant.id, `trusted.${action}`, message);
        return presentOwned(ctx, grant);
      });
    }

    // Confirming hands the person a sealed copy of the data key.
    reauthStep(
      'confirm',
      'Confirm a trusted person',
      confirm,
      (g) => `Confirmed a trusted person (${g.role}) after comparing fingerprints`,
    );
    reauthStep(
      'approve',
      'Approve emergency access',
      approve,
      () => 'Approved emergency access early',
    );
    ownerStep(
      'reject',
      (c, me, id) => reject(c, me, id),
      'Rejected a request for emergency access',
    );
    ownerStep(
      'standby',
      (c, me, id) => returnToStandby(c, me, id),
      'Returned emergency access to standby',
    );

    // The one page a request's email links to: the person, the reason and the opened note.
    app.get('/trusted-people/:id', { schema: owned }, async (request) => {
      const me = signedInUser(request);
      const grant = await grantOfParty(db, request.params.id, me.id);
      ownerOnly(grant, me);
      return presentOwned(ctx, grant);
    });

    app.patch(
      '/trusted-people/:id',
      { schema: { ...owned, body: grantChangeSchema } },
      async (request) => {
        const me = signedInUser(request);
        const grant = await changeableGrant(ctx, me, request.params.id);
        // Doing more than before (decision 020): the password again, as confirming asks.
        if (changeWidens(grant, request.body)) {
          if (!request.body.password)
            throw new HttpError(
              400,
              'This change lets the person do more: enter your password to make it.',
            );
          await guard.confirm(
            request,
            { password: request.body.password, code: request.body.code },
            {
              purpose: 'Change a trusted person',
              refusedAction: 'trusted.change_refused',
            },
          );
        }
        const changed = await changeGrant(ctx, me, grant, request.body);
        await auditGrant(
          ctx,
          request,
          grant.id,
          'trusted.change',
          `Changed a trusted person (${grant.role} to ${changed.role}, waiting ${changed.waitDays} days, ${changed.areas ? `${changed.areas.length} areas` : 'all areas'})`,
        );
        return presentOwned(ctx, changed);
      },
    );

    app.post(
      '/trusted-people/:id/request',
      { schema: { ...shared, body: accessRequestSchema } },
      async (request) => {
        const grant = await requestAccess(
          ctx,
          signedInUser(request),
          request.params.id,
          new Date(),
          request.body,
        );
        await auditGrant(
          ctx,
          request,
          grant.id,
          'trusted.request',
          `Asked for emergency access (${request.body.reason})`,
        );
        return presentShared(ctx, grant);
      },
    );

    app.post('/trusted-people/:id/withdraw', { schema: shared }, async (request) => {
      const grant = await withdrawRequest(ctx, signedInUser(request), request.params.id);
      await auditGrant(
        ctx,
        request,
        grant.id,
        'trusted.withdraw',
        'Withdrew a request for emergency access',
      );
      return presentShared(ctx, grant);
    });

    app.delete('/trusted-people/:id', { schema: { params: idParams } }, async (request, reply) => {
      await end(ctx, signedInUser(request), request.params.id, new Date());
      await auditGrant(
        ctx,
        request,
        request.params.id,
        'trusted.end',
        'Ended a trusted-person relation',
      );
      return reply.code(204).send();
    });
  };
}
