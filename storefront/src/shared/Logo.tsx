import type { SVGProps } from 'react';

/** Bulbash catering mark: a potato under a serving cloche, drawn by hand for this shop. */
export function Logo({ size = 40, decorative = false, ...props }: SVGProps<SVGSVGElement> & { size?: number; decorative?: boolean }) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': 'Bulbash catering' };
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" focusable="false" {...a11y} {...props}>
      <circle cx="32" cy="32" r="31" fill="#fff8ec" stroke="#7a3b12" strokeWidth="2" />
      <path d="M12 42h40" stroke="#7a3b12" strokeWidth="3" strokeLinecap="round" />
      <path d="M15 40c0-10 7.6-17 17-17s17 7 17 17z" fill="#c98a3c" stroke="#7a3b12" strokeWidth="2" />
      <circle cx="32" cy="20.5" r="2.6" fill="#7a3b12" />
      <path d="M21 36c1.5-5 5-8.5 10-9.5" stroke="#fff8ec" strokeWidth="2" strokeLinecap="round" fill="none" />
      <ellipse cx="32" cy="49.5" rx="9" ry="5.2" fill="#e6b566" stroke="#7a3b12" strokeWidth="1.6" />
      <circle cx="28.5" cy="48.5" r="0.9" fill="#7a3b12" />
      <circle cx="34.5" cy="50.8" r="0.9" fill="#7a3b12" />
      <circle cx="36.5" cy="47.8" r="0.8" fill="#7a3b12" />
      <path d="M40 47.5c2-2.5 4-3 6-2.6" stroke="#2e6b30" strokeWidth="1.8" strokeLinecap="round" fill="none" />
    </svg>
  );
}
