import { it } from 'vitest';
import { createTestApp } from '/work/main/src/server/testing/test-app';
it('dump', async () => { const t = await createTestApp(); const r = await t.app.inject({ url: '/api/security' }); console.log(JSON.stringify(r.json(), null, 1)); await t.close(); });
