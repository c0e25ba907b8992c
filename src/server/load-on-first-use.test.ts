import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadOnFirstUse } from './load-on-first-use';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-first-use-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('loads a package only when first asked for, and once', () => {
  // A module that counts how many times it is evaluated.
  const file = path.join(dir, 'counted.cjs');
  fs.writeFileSync(
    file,
    'globalThis.__kinfolioLoads = (globalThis.__kinfolioLoads ?? 0) + 1; module.exports = { answer: 42 };',
  );
  const loads = () => (globalThis as { __kinfolioLoads?: number }).__kinfolioLoads ?? 0;

  const counted = loadOnFirstUse<{ answer: number }>(file);
  expect(loads()).toBe(0);
  expect(counted().answer).toBe(42);
  expect(loads()).toBe(1);
  expect(counted()).toBe(counted());
  expect(loads()).toBe(1);
});
