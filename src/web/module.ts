/**
 * What a module adds to the web app (DESIGN.md §3 "Modules", decision 052): the component of each of
 * its CODERS pages, loaded as its own chunk, keyed `<section>/<slug>` as in its shared manifest.
 * `scripts/modules.mjs` lists every `src/web/features/<m>/module.ts` in `modules.generated.ts`; the
 * CODERS section index mounts them.
 */
import type { ComponentType } from 'react';

export type WebModule = {
  /** `<section>/<slug>` → a loader of the page component (a lazy chunk). */
  pages: Record<string, () => Promise<{ default: ComponentType }>>;
};

export const defineWebModule = (module: WebModule): WebModule => module;
