import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './precompress.ts';

/** Where `npm run dev:client` sends GraphQL, files and the API (the product from `npm start`). */
const product = process.env.PRODUCT_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/graphql', '/download', '/upload', '/api', '/identity'].map((path) => [path, product]),
    ),
  },
});
