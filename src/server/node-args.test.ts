import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from './node-args';

const root = path.resolve(import.meta.dirname, '../..');

describe('the Node options the server runs with', () => {
  it('are the ones `npm start` and the systemd unit in docs/deploy.md pass', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const unit = fs.readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
    const execStart = unit.match(/^ExecStart=\/usr\/bin\/node (.*) dist\/server\/main\.js$/m);
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_ARGS.join(' ')} scripts/start.mjs`);
    expect(execStart?.[1]).toBe(SERVER_NODE_ARGS.join(' '));
  });
});
