/**
 * A check mark drawn by CSS on a list item (no SVG element per bullet): long lists of features on the
 * public pages would otherwise add hundreds of DOM nodes for decoration. Colour with `before:border-*`.
 */
export const checkMarker =
  "relative pl-7 before:absolute before:top-[0.3em] before:left-1.5 before:h-[0.7em] before:w-[0.4em] before:rotate-45 before:border-r-2 before:border-b-2 before:content-['']";
