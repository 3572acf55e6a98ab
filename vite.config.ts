import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    tsconfigPaths: true,
    // y-monaco 0.1.6 imports Monaco's pre-0.56 path; Monaco 0.57 serves the same module here.
    alias: [{ find: /^monaco-editor\/esm\/vs\/(.*)$/, replacement: 'monaco-editor/$1' }],
  },
  // Monaco's workers are ES modules with code splitting.
  worker: { format: 'es' },
  build: { target: 'es2022' },
});
