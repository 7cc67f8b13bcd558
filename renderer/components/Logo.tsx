/** Larder's mark: a jar on a shelf, drawn inline so it needs no asset request. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg
      className="larder-logo"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="9" y="3" width="14" height="5" rx="1.5" fill="currentColor" />
      <path
        d="M8 10h16a2 2 0 0 1 2 2v14a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3V12a2 2 0 0 1 2-2z"
        fill="currentColor"
        opacity="0.85"
      />
      <path
        d="M11 17h10M11 21h7"
        stroke="var(--larder-logo-ink, #fff)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
