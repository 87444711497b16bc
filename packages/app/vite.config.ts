import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const appPort = Number(process.env.APP_PORT ?? 3000);

export default defineConfig({
  plugins: [react()],
  // Workspace packages (sdk, widgets) are bundled from their TypeScript sources, so the app needs no prior package build.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: { port: appPort, strictPort: true, host: 'localhost' },
  preview: { port: appPort, strictPort: true, host: 'localhost' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
});
