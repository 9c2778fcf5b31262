/**
 * What a module declares for both sides (DESIGN.md §3 "Modules", decision 052): who may call its
 * endpoints and the CODERS pages it adds, with their PT-BR titles. Kept free of schemas, so the access
 * table every web page reads stays small. `scripts/modules.mjs` lists every `src/shared/<m>/module.ts`
 * in `modules.generated.ts`; the access table, the CODERS sections and the sidebar loop over them.
 */
import type { Access, AccessRule, PermissionGroup } from '@shared/catalog/access-rules';

/** The CODERS sections (navigation over modules, src/shared/catalog/coders.ts). */
export type CodersSectionId = 'adm' | 'comercial' | 'finance' | 'mkt' | 'parceiros' | 'colaboradores';

export type ModulePage = {
  section: CodersSectionId;
  /** `/coders/<section>/<slug>`. */
  slug: string;
  title: string;
  /** The line under the page's title. */
  description: string;
  /** Position in its section's menu (the section's own pages use 0, 10, 20, …). */
  order: number;
  access: Access;
  /** The permission that opens the page to a custom role (one of the module's `permissions`). */
  permission?: string;
  /** The page renders its own heading (one page shown at two addresses, e.g. /admin/projects). */
  ownsHeading?: boolean;
};

export type SharedModule = {
  /** The module's one name, the same folder in src/shared, src/server and src/web/features. */
  name: string;
  /** Who may call each of its endpoints (first match wins; specific before general). */
  api: readonly AccessRule[];
  pages: readonly ModulePage[];
  /** Who may open its pages outside CODERS (e.g. `/admin/projects`), before the core page rules. */
  otherPages?: readonly AccessRule[];
  /**
   * The permissions a custom role can be made of (decision 065): named groups of this module's rules;
   * each rule or page names its group with `permission`.
   */
  permissions?: readonly PermissionGroup[];
};

export const defineModule = (module: SharedModule): SharedModule => module;
