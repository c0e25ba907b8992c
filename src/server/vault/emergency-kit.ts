import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emergencyKitFileName } from '../../domain/file-names';
import { formatDate } from '../../domain/format';
import { emergencyKitSchema } from '../../domain/vault';
import { audit } from '../audit/audit-log';
import { authRateLimits } from '../auth/rate-limits';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { PdfReport } from '../reports/pdf-report';
import { getSetting } from '../settings/system-settings';

/** The printable Emergency Kit: everything needed to open the vault when the password is lost. */
export function renderEmergencyKit(kit: {
  productName: string;
  signInAddress: string;
  username: string;
  recoveryKey: string;
  date: string;
}): Promise<Buffer> {
  return PdfReport.render(
    {
      title: `${kit.productName} Emergency Kit`,
      author: kit.productName,
      preparedFor: kit.username,
      generatedOn: kit.date,
    },
    (pdf) => {
      pdf.section('Your account');
      pdf.fields([
        { label: 'Sign-in address', value: kit.signInAddress },
        { label: 'Username', value: kit.username },
        { label: 'Recovery key', value: kit.recoveryKey },
        { label: 'Password', value: '______________________________ (write it here by hand)' },
      ]);
      pdf.section('What the recovery key is for');
      pdf.paragraph(
        // Issue 41: "only your password or this recovery key" was not true of what is shared.
        `Your records in ${kit.productName} are encrypted. For you, only your password or this recovery key opens them. ` +
          'The people you trust open only what you share with them, each with a key of their own, and the people named in your letters and wishes can read what you wrote for them only once your executor’s access opens. ' +
          'Nobody at the service can read your records or recover them for you. If you forget your password, ' +
          'reset it by email and enter this recovery key on the reset page: your records stay readable. ' +
          'Without it, a reset restores sign-in only, and the details you saved before stay locked until you enter this key or your old password.',
      );
      pdf.section('Where to keep it');
      pdf.paragraph(
        'Print this page, or save it, and keep it somewhere safe that your family or executor can reach: ' +
          'with your will, in a safe or a safe-deposit box, or in your password manager. ' +
          'Do not email it or keep it next to the computer you use to sign in. ' +
          'If you make a new recovery key in Account Settings, this one stops working: print the new kit.',
      );
    },
  );
}

/** POST /api/emergency-kit: the kit as a PDF (the key is printed, never stored or logged). */
export function emergencyKitRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const body = emergencyKitSchema.extend({ username: z.string().trim().min(1).max(254) });
  return async (app) => {
    app.post(
      '/emergency-kit',
      {
        preHandler: authRateLimits(app, 'emergency-kit', { perIp: 30, perAccount: 30 }),
        schema: { body },
      },
      async (request, reply) => {
        const productName = await getSetting(ctx.db, 'application_name');
        const pdf = await renderEmergencyKit({
          productName,
          signInAddress: `${ctx.config.appUrl}/auth`,
          username: request.currentUser?.username ?? request.body.username,
          recoveryKey: request.body.recoveryKey.toUpperCase(),
          date: formatDate(new Date().toISOString().slice(0, 10)),
        });
        // The home's Getting started card ticks "Save your Emergency Kit" (the key is not kept).
        if (request.currentUser) {
          await ctx.db
            .update(users)
            .set({ emergencyKitSavedAt: new Date() })
            .where(eq(users.id, request.currentUser.id));
          await audit(ctx.db, request, {
            action: 'vault.emergency_kit',
            message: 'Emergency Kit downloaded',
          });
        }
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${emergencyKitFileName(productName)}"`,
          )
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  };
}
