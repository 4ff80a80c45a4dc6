import type { SVGProps } from 'react';

/** Icons of the groups screens (stroke icons, 24-unit grid, hidden from assistive technology). */
type P = SVGProps<SVGSVGElement>;
const base = (p: P) => ({
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  className: 'size-5',
  ...p,
});

export const EnvelopeIcon = (p: P) => (
  <svg {...base(p)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);
export const DotsIcon = (p: P) => (
  <svg {...base(p)}>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </svg>
);
export const BackIcon = (p: P) => (
  <svg {...base(p)} className={`size-5 rtl:rotate-180 ${p.className ?? ''}`}>
    <path d="M15 18 9 12l6-6" />
  </svg>
);
export const ArrowIcon = ({ dir, ...p }: P & { dir: 'forward' | 'back' }) => (
  // Down/up on phones (the lists stack), right/left from 640 px; mirrored in RTL.
  <svg
    {...base(p)}
    className={`size-5 ${dir === 'forward' ? 'rotate-90 sm:rotate-0 rtl:sm:rotate-180' : '-rotate-90 sm:rotate-180 rtl:sm:rotate-0'}`}
  >
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);
export const TrashIcon = (p: P) => (
  <svg {...base(p)}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </svg>
);
export const PeopleIcon = (p: P) => (
  <svg {...base(p)}>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 20a6 6 0 0 0-2-4.5" />
  </svg>
);
export const DocIcon = (p: P) => (
  <svg {...base(p)}>
    <path d="M7 3h7l5 5v13H7z" />
    <path d="M14 3v5h5" />
  </svg>
);
