import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Emits /sw.js from the template next to this file, with the list of every file the build
 * wrote (so the worker can precache lazy chunks too) and a version that changes whenever any
 * of them does (so browsers pick up a new worker after each deploy). Build only: the dev
 * server registers no worker.
 */
export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'kinfolio-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      // The file viewer's pdf.js (~1.5 MB) shows stored files, which the offline copy never
      // holds, so it is fetched when a PDF is opened online instead of at install.
      const onlineOnly = (file: string) => {
        const item = bundle[file];
        return item.type === 'chunk'
          ? item.moduleIds.some((id) => id.includes('/pdfjs-dist/'))
          : file.includes('pdf.worker');
      };
      const built = Object.keys(bundle).filter(
        (file) =>
          !file.endsWith('.map') &&
          !file.endsWith('.html') &&
          !file.startsWith('.') &&
          !onlineOnly(file),
      );
      const publicDir = config.publicDir;
      const publicFiles = fs.existsSync(publicDir)
        ? fs.readdirSync(publicDir).filter((f) => fs.statSync(path.join(publicDir, f)).isFile())
        : [];
      const shell = ['/', ...publicFiles, ...built].map((f) => (f === '/' ? f : `/${f}`));

      const hash = createHash('sha256').update(JSON.stringify(shell));
      for (const file of publicFiles) hash.update(fs.readFileSync(path.join(publicDir, file)));
      for (const file of built) {
        const item = bundle[file];
        hash.update(item.type === 'chunk' ? item.code : item.source);
      }
      const source = fs.readFileSync(path.join(config.root, 'offline/sw.js'), 'utf8');
      hash.update(source);

      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source
          .replace('= __SHELL__;', `= ${JSON.stringify(shell)};`)
          .replace('+ __VERSION__;', `+ ${JSON.stringify(hash.digest('hex').slice(0, 16))};`),
      });
    },
  };
}
