import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_ARGS } from './node-args';

const root = path.resolve(import.meta.dirname, '../..');

describe('the Node options the server runs with', () => {
  it('are the ones `npm start` and the systemd unit in docs/deploy.md pass, with its environment', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const unit = fs.readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
    const execStart = unit.match(/^ExecStart=\/usr\/bin\/node (.*) dist\/server\/main\.js$/m);
    const variables = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
    expect(pkg.scripts.start).toBe(
      `${variables.join(' ')} node ${SERVER_NODE_ARGS.join(' ')} scripts/start.mjs`,
    );
    expect(execStart?.[1]).toBe(SERVER_NODE_ARGS.join(' '));
    for (const variable of variables) expect(unit).toContain(`\nEnvironment=${variable}\n`);
  });
});
