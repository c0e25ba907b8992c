// `npm start`: builds the client and server when the build is missing or older than the
// sources, then runs the server in this process (so SIGINT/SIGTERM reach it directly).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/web/index.html', 'dist/server/main.js'].map((f) => path.join(root, f));
const inputs = ['src', 'drizzle', 'package-lock.json', 'vite.config.ts', 'index.html'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const builtAt = Math.min(...outputs.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
const changedAt = Math.max(...inputs.map((f) => newestMtime(path.join(root, f))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building Kinfolio (client and server)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import(path.join(root, 'dist/server/main.js'));
