import type { FastifyInstance } from 'fastify';
import { isSealedUntilRelease, RECORD_KINDS, type RecordKindKey } from '../../domain/records';
import { recordWriteGuard } from '../billing/plan-guard';
import type { AppContext } from '../context';
import { documentHooks } from '../documents/document-hooks';
import { lettersGuard } from '../letters-and-wishes/letters-guard';
import { lettersAndWishesHooks } from '../letters-and-wishes/letters-hooks';
import { checklistHooks } from './checklist-hooks';
import { familyMemberHooks, familyPhotoRoutes } from './family-photo-routes';
import type { RecordHooks } from './record-hooks';
import { recordRoutes } from './record-routes';
import { vaultGuard } from '../vault-scope/vault-scope';
import { historyRoutes } from '../record-history/history-routes';

/** The kinds that extend the generic CRUD; every other kind is served as described. */
const HOOKS: Partial<Record<RecordKindKey, (ctx: AppContext) => RecordHooks>> = {
  'estate-checklist-items': () => checklistHooks,
  documents: documentHooks,
  'family-members': () => familyMemberHooks,
  'letters-and-wishes': lettersAndWishesHooks,
};

/** Serves every record kind on each of its API paths. */
export async function registerRecordRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const kind of RECORD_KINDS) {
    const hooks = HOOKS[kind.key]?.(ctx) ?? {};
    for (const prefix of kind.apiPaths)
      await app.register(
        async (scope) => {
          // Whose vault (one's own, or an owner's through a trusted-person grant: scope and
          // role checked), then the owner's plan limits and read-only after a lapse.
          // (A kind sealed until release is in no grant's areas: own guard, docs/decisions/021.)
          scope.addHook(
            'preHandler',
            isSealedUntilRelease(kind) ? lettersGuard(ctx) : vaultGuard(ctx, kind.key),
          );
          scope.addHook('preHandler', recordWriteGuard(ctx, kind.key));
          await scope.register(recordRoutes(ctx, kind, hooks));
        },
        { prefix },
      );
    // A record's History on the same paths (its own guard: the owner, or an editor of the
    // area; everyone else 404, docs/decisions/033).
    for (const prefix of kind.apiPaths) await app.register(historyRoutes(ctx, kind), { prefix });
  }
  // A family member's photo (its own guards: the vault check, and the upload guard on POST).
  await app.register(familyPhotoRoutes(ctx), { prefix: '/api/family-members' });
}
