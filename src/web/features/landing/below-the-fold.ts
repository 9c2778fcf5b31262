/**
 * Sections under the first screen: the browser skips their style, layout and paint until they come
 * near the viewport (less main-thread work while the page loads). The intrinsic size keeps the
 * scrollbar stable and is replaced by the real size once rendered.
 */
export const belowTheFold = '[content-visibility:auto] [contain-intrinsic-size:auto_1000px]';
