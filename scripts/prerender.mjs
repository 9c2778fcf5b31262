#!/usr/bin/env node
/**
 * Runs after `vite build --manifest --ssrManifest`: builds src/web/entry-server.tsx for Node (dist/ssr), renders each
 * public page to HTML and writes dist/web/<path>/index.html (dist/web/index.html for `/`) with the
 * page's head tags, modulepreload links for its route chunks and the router hydration data.
 * The untouched shell becomes dist/web/spa.html, served for every route that is not prerendered.
 * Finally text assets are precompressed (.br, .gz) so the server sends them without compressing.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { transform as transformCss } from 'lightningcss';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'dist/web');
const ssrDir = join(root, 'dist/ssr');
const markers = ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'];

function fail(message) {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

const manifestSource = join(webDir, '.vite/manifest.json');
const ssrManifestSource = join(webDir, '.vite/ssr-manifest.json');
if (!existsSync(manifestSource) || !existsSync(ssrManifestSource)) {
  fail('manifestos ausentes em dist/web/.vite: rode `vite build --manifest --ssrManifest` antes.');
}
const template = readFileSync(join(webDir, 'index.html'), 'utf8');
for (const marker of markers) if (!template.includes(marker)) fail(`index.html sem o marcador ${marker}`);

await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/web/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    sourcemap: false,
  },
});

// The manifests are build metadata, not public files.
const manifestPath = join(ssrDir, 'client-manifest.json');
const ssrManifestPath = join(ssrDir, 'client-ssr-manifest.json');
renameSync(manifestSource, manifestPath);
renameSync(ssrManifestSource, ssrManifestPath);
rmSync(join(webDir, '.vite'), { recursive: true, force: true });
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
/** Source module → the client files holding it (grouped modules have no entry of their own). */
const ssrManifest = JSON.parse(readFileSync(ssrManifestPath, 'utf8'));
const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));

const { render, prerenderPages, renderHeadTags, titleHtml, DEFAULT_TITLE, EAGER_HYDRATION_KEYS } =
  await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

/** Files already referenced by the shell (the entry and its static imports). */
const inShell = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));

/** A chunk file and, recursively, the chunks it imports statically (with their CSS). */
function chunkFiles(file, seen) {
  if (seen.has(file)) return { js: [], css: [] };
  seen.add(file);
  const entry = byFile.get(file);
  if (!entry) fail(`${file} não está no manifesto do build`);
  const js = [file];
  const css = [...(entry.css ?? [])];
  for (const imported of entry.imports ?? []) {
    const nested = chunkFiles(manifest[imported].file, seen);
    js.push(...nested.js);
    css.push(...nested.css);
  }
  return { js, css };
}

function moduleFiles(moduleId, seen) {
  const files = ssrManifest[moduleId];
  if (!files?.length) fail(`módulo ${moduleId} não está no manifesto do build (renomeado?)`);
  const js = [];
  const css = [];
  for (const url of files) {
    const file = url.replace(/^\//, '');
    if (file.endsWith('.css')) css.push(file);
    else if (file.endsWith('.js')) {
      const nested = chunkFiles(file, seen);
      js.push(...nested.js);
      css.push(...nested.css);
    }
  }
  return { js, css };
}

/** The route chunks (and their CSS) a page needs beyond the shell's entry. */
function pageFiles(modules) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  for (const moduleId of modules) {
    const files = moduleFiles(moduleId, seen);
    for (const file of files.js) if (!inShell.has(file)) js.add(`/${file}`);
    for (const file of files.css) if (!inShell.has(file)) css.add(`/${file}`);
  }
  return { js: [...js], css: [...css] };
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
// Function replacers: page text may contain `$&`-like sequences (e.g. "R$ 40 mi+").
const fill = (html, marker, value) => html.replace(marker, () => value);
const setTitle = (html, title) => html.replace(/<title>[^<]*<\/title>/, () => titleHtml(title));

writeFileSync(
  join(webDir, 'spa.html'),
  markers.reduce((html, marker) => fill(html, marker, ''), template),
);

/**
 * Prerendered pages carry the stylesheet inline: no render-blocking request before the first paint
 * (the HTML is precompressed, so this costs a few KB on the wire). The SPA shell keeps the <link>.
 */
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const shellPreload = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/**
 * The prerendered page is complete without JavaScript, so its scripts wait for the visitor's first
 * sign of intent: a touch, a key, the pointer moving, a wheel or a scroll (or the tab being hidden).
 * Then every chunk the page needs is preloaded in parallel and the entry starts. A phone thus paints
 * and settles without parsing and hydrating an app nobody has touched yet. A visitor who needs the
 * app at once (signed in, a questionnaire draft or a chat to restore: EAGER_HYDRATION_KEYS) starts
 * right after the first frame.
 *
 * What a visitor taps first works without the app (decision 013): the FAQ is a native exclusive
 * accordion, the mobile menu and the chat's shell are popovers, the platform filters are radio
 * inputs. A link is a plain navigation until the app has hydrated, and a touch, pointer or key on a
 * link is no sign of intent: the navigation does not share the network with an app the next page
 * would throw away. The loader only helps the native page along:
 *   - a link chosen inside a popover (the mobile menu) closes it; a jump to a section of this page
 *     lays out every section first (`render-all`, see styles.css), so it lands exactly;
 *   - the offline banner (components/offline-banner) follows the browser's online/offline events;
 *   - a click on any other button (the questionnaire, the booking widget) is held back and replayed
 *     once React owns the page (src/web/lib/first-click-replay.ts), so it is not lost;
 *   - if the app cannot load (offline), the chat shell shows its failure message.
 * It is the same bytes on every request (a Content-Security-Policy hash allows it) and uses no inline
 * event-handler attribute.
 */
function startOnIntent(html, routeChunks, sheets) {
  const entry = html.match(entryScript)?.[1];
  if (!entry) fail('script de entrada não encontrado no index.html');
  const shellChunks = [...html.matchAll(shellPreload)].map((match) => match[1]);
  const chunks = JSON.stringify([entry, ...shellChunks, ...routeChunks]);
  const signs = JSON.stringify([
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'focusin',
    'wheel',
    'scroll',
  ]);
  const start = [
    `const c=${chunks},css=${JSON.stringify(sheets)},k=${JSON.stringify(EAGER_HYDRATION_KEYS)},signs=${signs};let s=0;`,
    'const w=window,d=document,on=(t,f,o)=>addEventListener(t,f,o),up=()=>w.__codersHydrated;',
    'const add=(rel,href)=>{const l=d.createElement("link");l.rel=rel;l.crossOrigin="";l.href=href;d.head.append(l);return l};',
    // The app failed to load (offline): the chat shell says so.
    'const failed=()=>d.getElementById("coders-chat-shell")?.setAttribute("data-failed","");',
    // The full stylesheet first: the app renders nothing before it has loaded (or failed). It is
    // fetched as `print` and applied only when the app starts, so restyling the whole page does not
    // land on a tap being answered meanwhile.
    'const go=()=>{if(s)return;s=1;for(const t of signs)removeEventListener(t,sign,{capture:true});for(const h of c)add("modulepreload",h);',
    'const sh=css.map((h)=>{const l=add("stylesheet",h);l.media="print";return l});',
    'Promise.all(sh.map((l)=>new Promise((r)=>{l.onload=l.onerror=r}))).then(()=>{for(const l of sh)l.media="all";return import(c[0])}).catch(failed)};',
    // The app's first responses (a round trip later) must not land on the tap being answered: a touch
    // starts it a moment later, a scroll once the page has been still (a tap on what the visitor
    // scrolled to then starts it on its own); the pointer or a key on a desktop, at once.
    'let still;const later=(ms)=>{clearTimeout(still);still=setTimeout(go,ms)};',
    'const sign=(e)=>{if(e.type==="scroll"||e.type==="wheel")return later(600);if(e.target.closest?.("a[href]"))return;',
    'later(e.type==="touchstart"||e.type==="pointerdown"?250:0)};',
    // A partner's referral link (?ref=CODE): kept with the visit time on this device (src/web/lib/referral.ts).
    'try{const r=new URLSearchParams(location.search).get("ref")?.trim();const o=JSON.parse(localStorage.getItem("coders_ref")||"null");if(r&&/^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/.test(r)&&o?.code!==r.toUpperCase())localStorage.setItem("coders_ref",JSON.stringify({code:r.toUpperCase(),at:Date.now()}))}catch{}',
    'const net=()=>{if(!up())d.getElementById("coders-offline")?.toggleAttribute("hidden",navigator.onLine)};',
    'net();on("online",net);on("offline",net);',
    'const has=(n,keys)=>{try{const st=w[n];return keys.some((x)=>st.getItem(x)!==null)}catch{return false}};',
    'if(d.visibilityState==="hidden")go();',
    'else if(has("localStorage",k.local)||has("sessionStorage",k.session))requestAnimationFrame(()=>setTimeout(go));',
    'else for(const t of signs)on(t,sign,{passive:true,capture:true});',
    'd.addEventListener("visibilitychange",go,{once:true});',
    // The page view (docs/product/analytics-and-campaigns.md): first-party, cookieless, sent once the
    // page has loaded, so it never competes with the first paint; the app sends later navigations'.
    // A campaign landing keeps its UTM for the session (src/web/lib/utm.ts does the same once the app
    // runs): a visitor who follows a link before any intent still carries the campaign to the forms.
    'try{const q=new URLSearchParams(location.search),o={};for(const k of["source","medium","campaign","term","content"]){const v=q.get("utm_"+k)?.trim();if(v)o[k]=v.slice(0,200)}',
    'if(Object.keys(o).length){if(d.referrer&&new URL(d.referrer).origin!==location.origin)o.referrer=d.referrer.slice(0,500);sessionStorage.setItem("coders_utm",JSON.stringify(o))}}catch{}',
    'w.__codersPv=1;const pv=()=>{try{const u="/api/public/events",b=new Blob([JSON.stringify({n:"page_view",u:location.href,r:d.referrer})],{type:"application/json"});',
    'navigator.sendBeacon(u,b)||fetch(u,{method:"POST",body:b,keepalive:true,headers:{"content-type":"application/json"}})}catch{}};',
    'if(d.readyState==="complete")setTimeout(pv);else on("load",()=>setTimeout(pv),{once:true});',
    'd.addEventListener("click",(e)=>{if(up()||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;',
    'const a=e.target.closest?.("a[href]");',
    'if(a){if(a.origin===location.origin&&a.pathname===location.pathname&&a.hash)d.documentElement.classList.add("render-all");',
    'try{a.closest("[popover]")?.hidePopover()}catch{}return}',
    'const el=e.target.closest?.("button,[role=button]");',
    // A popover button answers by itself (where the browser has popovers: otherwise the app does).
    'if(!el||(el.hasAttribute("popovertarget")&&"popover"in HTMLElement.prototype)||el.closest("summary,label"))return;',
    'e.preventDefault();w.__codersPendingClick=el;go()},true)',
  ].join('');
  return html
    .replace(shellPreload, '')
    .replace(entryScript, () => `<script type="module">${start}</script>\n    `);
}

/** Every class name the page's markup uses (Tailwind selectors are mostly single classes). */
function classesIn(markup) {
  const classes = new Set();
  for (const match of markup.matchAll(/class="([^"]*)"/g)) {
    for (const name of match[1].split(/\s+/)) if (name) classes.add(name.replace(/&amp;/g, '&'));
  }
  return classes;
}

/**
 * The app's stylesheet, cut down to what the prerendered markup can use: a style rule whose every
 * selector names a class the page does not have is dropped (rules without classes, variables,
 * keyframes and at-rules stay). Less CSS to parse and match before the first paint; the full sheet is
 * loaded with the app, before React renders anything the markup did not have (menus, dialogs).
 */
function criticalCss(css, classes) {
  const usable = (selector) => selector.every((part) => part.type !== 'class' || classes.has(part.name));
  const { code } = transformCss({
    filename: 'critical.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // Removing a whole rule is safe; rewriting a selector list is not (and rarely worth it).
        style: (rule) => (rule.value.selectors.some(usable) ? undefined : []),
      },
    },
  });
  return code.toString();
}

/** Inlines the page's critical CSS in place of the stylesheet links; returns the full sheets' URLs. */
function inlineStylesheets(html, classes) {
  const sheets = [];
  const inlined = html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_, file) => {
      sheets.push(`/${file}`);
      const css = criticalCss(readFileSync(join(webDir, file), 'utf8'), classes).replace(
        /<\/style/gi,
        '<\\/style',
      );
      return `<style>${css}</style>`;
    },
  );
  return { html: inlined, sheets };
}

for (const page of prerenderPages) {
  const result = await render(page.path);
  if (result.kind !== 'page' || result.status !== 200) {
    fail(
      `${page.path} respondeu ${result.status}${result.kind === 'redirect' ? ` → ${result.location}` : ''}`,
    );
  }
  const files = pageFiles(page.modules);
  const styles = files.css.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`);
  const head = [renderHeadTags(result.head.tags ?? []), ...styles].filter(Boolean);
  const inlined = inlineStylesheets(template, classesIn(result.html));
  let html = startOnIntent(inlined.html, files.js, inlined.sheets);
  html = setTitle(html, result.head.title ?? DEFAULT_TITLE);
  html = fill(html, '<!--app-head-->', head.join('\n    '));
  html = fill(html, '<!--app-html-->', result.html);
  html = fill(
    html,
    '<!--app-data-->',
    `<script>window.__staticRouterHydrationData=${escapeJson(result.hydrationData)}</script>`,
  );
  const out = page.path === '/' ? join(webDir, 'index.html') : join(webDir, page.path, 'index.html');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, html);
}

const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
function precompress(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompress(path);
      continue;
    }
    if (!compressible.has(extname(entry.name)) || statSync(path).size < 1024) continue;
    const body = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    count += 1;
  }
  return count;
}

const compressed = precompress(webDir);
console.log(`prerender: ${prerenderPages.length} páginas geradas, ${compressed} arquivos pré-comprimidos.`);
// Rendering leaves timers behind (the query cache's garbage collection): do not wait for them.
process.exit(0);
