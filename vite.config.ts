import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

/*
 * Chunks for the public pages. Left alone, every icon or content module shared by two lazy routes
 * becomes its own tiny chunk, and the landing page fetched ~35 scripts; on a phone each costs a
 * round trip. Groups (each with its static dependencies) keep it to a handful: the framework, the
 * public shell (layout, header, footer, the public icons and what they use) and the landing page.
 * Back-office code is untouched.
 */
const publicShell =
  /src[\\/](web[\\/](features[\\/]landing[\\/]public-layout|components[\\/](site-header|site-footer|scroll-to-top|chat-slot|brand-logo)|lib[\\/]head)|shared[\\/]content[\\/]services)\.tsx?$/;

/**
 * The lucide icon files behind the names listed in src/web/components/icons.ts (lucide's base
 * modules follow as their dependencies). A re-export file alone is not enough: the bundler binds
 * importers straight to the icon modules, so the icons themselves must be named here.
 */
function publicIcons(): RegExp {
  const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
  const names = new Set(
    [...read('./src/web/components/icons.ts').matchAll(/^\s+(\w+),$/gm)].map((m) => m[1]),
  );
  const files: string[] = [];
  for (const line of read('./node_modules/lucide-react/dist/esm/lucide-react.mjs').split('\n')) {
    const match = line.match(/^export \{(.*)\} from '\.\/icons\/([\w-]+)\.mjs';$/);
    const exported = match?.[1].split(',').map((part) => part.trim().replace(/^default as /, ''));
    if (match && exported?.some((name) => names.has(name))) files.push(match[2]);
  }
  return new RegExp(`lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${files.join('|')})\\.mjs$`);
}
const publicIconFiles = publicIcons();

const codeSplitting = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|zustand)[\\/]|vite[\\/]preload-helper/,
      priority: 30,
    },
    { name: 'public', test: (id: string) => publicShell.test(id) || publicIconFiles.test(id), priority: 20 },
    // The landing route and its static imports; its lazy parts (booking widget, debug card) stay apart.
    { name: 'landing', test: /src[\\/]web[\\/]features[\\/]landing[\\/]landing-route\.tsx$/, priority: 10 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
