import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorkerPlugin } from './src/web/offline/service-worker-plugin';

const apiPort = process.env.PORT ?? '5000';

// The client lives in src/web; `npm run dev` proxies /api to the Fastify server.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), serviceWorkerPlugin()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // One chunk for the icons: split per page, a public page fetched ~25 chunks of ~300 bytes,
        // each costing a request and its headers on a phone's connection.
        codeSplitting: { groups: [{ name: 'icons', test: /[\\/]lucide-react[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
