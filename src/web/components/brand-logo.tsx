/** The agency mark (same drawing as /favicon.svg), inline so it costs no request. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#2563eb" />
      <path
        d="M22 20L10 32l12 12M42 20l12 12-12 12M36 16l-8 32"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
