import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reminderPreferencesSchema, reminderPreferencesUpdateSchema } from '../../domain/reminders';
import { requireAdmin } from '../admin/require-admin';
import { audit } from '../audit/audit-log';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { REMINDERS_JOB } from './reminder-jobs';
import { loadPreferences, savePreferences } from './reminder-preferences';
import { unsubscribePage } from './unsubscribe-page';
import { readUnsubscribeToken } from './unsubscribe-token';

const tokenQuery = z.object({ token: z.string().max(200).optional() });
const BAD_TOKEN = 'This unsubscribe link is not valid. Turn reminder emails off in Preferences.';

/** Reminder preferences (signed in), unsubscribe links (no sign-in) and running the job (admin). */
export function reminderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    // RFC 8058 one-click: mail providers POST "List-Unsubscribe=One-Click" as a form.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      '/reminder-preferences',
      { preHandler: requireUser, schema: { response: { 200: reminderPreferencesSchema } } },
      async (request) => loadPreferences(db, signedInUser(request).id),
    );

    app.put(
      '/reminder-preferences',
      {
        preHandler: requireUser,
        schema: {
          body: reminderPreferencesUpdateSchema,
          response: { 200: reminderPreferencesSchema },
        },
      },
      async (request) => {
        const me = signedInUser(request);
        const saved = await savePreferences(db, me.id, request.body);
        await audit(db, request, {
          action: 'reminders.preferences_update',
          message: 'Reminder preferences changed',
        });
        return saved;
      },
    );

    // The footer link: a page with one button, so a mail scanner opening links turns nothing off.
    app.get('/unsubscribe', { schema: { querystring: tokenQuery } }, async (request, reply) => {
      const target = readUnsubscribeToken(ctx.serverKey, request.query.token ?? '');
      if (!target) throw new HttpError(400, BAD_TOKEN);
      return reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(target.kind, request.query.token!, false));
    });

    app.post('/unsubscribe', { schema: { querystring: tokenQuery } }, async (request, reply) => {
      const target = readUnsubscribeToken(ctx.serverKey, request.query.token ?? '');
      if (!target) throw new HttpError(400, BAD_TOKEN);
      const change = target.kind === 'digest' ? { weeklyDigest: false } : { email: false };
      // Only for an account that still exists; the token names the only user it can change.
      const [exists] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, target.userId));
      if (exists) {
        await savePreferences(db, target.userId, change);
        await audit(db, request, {
          action: 'reminders.unsubscribe',
          message: `${target.kind === 'digest' ? 'Weekly digest' : 'Reminder emails'} turned off from an email link`,
          userId: target.userId,
        });
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(target.kind, request.query.token!, true));
    });

    app.post('/admin/reminders/run', { onRequest: requireAdmin }, async (request) => {
      const outcome = await ctx.jobs.runAndWait(REMINDERS_JOB, {});
      await audit(db, request, {
        action: 'admin.reminders_run',
        message: `Reminders run by an administrator (${outcome})`,
      });
      return { outcome };
    });
  };
}
