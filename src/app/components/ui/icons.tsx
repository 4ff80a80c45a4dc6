import type { ReactNode, SVGProps } from 'react';

/** Decorative inline icons (24px grid, currentColor); the control around them carries the accessible name. */
type IconProps = SVGProps<SVGSVGElement>;
type ToggleIconProps = IconProps & { filled?: boolean };

function Svg(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

// Every icon is its drawing inside the one frame, so the frame's attributes cannot drift apart.
function icon(drawing: ReactNode) {
  return function Icon(p: IconProps) {
    return <Svg {...p}>{drawing}</Svg>;
  };
}

// A toggle's icon is filled while the toggle is on (a favourite, a tracked document).
function toggleIcon(drawing: ReactNode) {
  return function ToggleIcon({ filled, ...p }: ToggleIconProps) {
    return (
      <Svg {...p} fill={filled ? 'currentColor' : 'none'}>
        {drawing}
      </Svg>
    );
  };
}

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.2a2.6 2.6 0 0 1 5 .9c0 1.8-2.5 2.2-2.5 3.9" />
    <path d="M12 17h.01" />
  </>,
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </>,
);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const ExternalIcon = icon(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />);
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const AlertIcon = icon(
  <>
    <path d="M12 3l9.5 17h-19z" />
    <path d="M12 10v4M12 17h.01" />
  </>,
);
export const MegaphoneIcon = icon(<path d="M4 10v4h3l7 4V6L7 10zM18 9a4 4 0 0 1 0 6" />);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const FilterIcon = icon(<path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" />);
export const StarIcon = toggleIcon(<path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />);
export const BellIcon = toggleIcon(<path d="M6 16V11a6 6 0 1112 0v5l1.5 2h-15zM10 20a2 2 0 004 0" />);
export const DownloadIcon = icon(<path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 20h14" />);
export const CompareIcon = icon(<path d="M9 4H5a1 1 0 00-1 1v14a1 1 0 001 1h4M15 4h4a1 1 0 011 1v14a1 1 0 01-1 1h-4M12 2v20" />);
export const DotsIcon = icon(
  <>
    <circle cx="5" cy="12" r="1.3" />
    <circle cx="12" cy="12" r="1.3" />
    <circle cx="19" cy="12" r="1.3" />
  </>,
);
export const QuoteIcon = icon(<path d="M7 7h4v4c0 3-1.5 5-4 6M14 7h4v4c0 3-1.5 5-4 6" />);
export const PinIcon = icon(
  <>
    <path d="M12 21s-6-5.5-6-11a6 6 0 0112 0c0 5.5-6 11-6 11z" />
    <circle cx="12" cy="10" r="2" />
  </>,
);
export const NoteIcon = icon(<path d="M5 4h14v11l-5 5H5zM14 20v-5h5" />);
export const LinkIcon = icon(
  <path d="M10 13.5a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10.5a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.2-1.2" />,
);
export const MinusIcon = icon(<path d="M5 12h14" />);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
/** Four corners pointing out, or in while the view is full screen. */
export const ExpandIcon = ({ full, ...p }: IconProps & { full: boolean }) => (
  <Svg {...p}>
    <path d={full ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} />
  </Svg>
);

/** Bearing's mark: a compass rose with an amber north needle (same drawing as public/favicon.svg). */
export function BearingMark(p: IconProps) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" {...p}>
      <circle cx="16" cy="16" r="14.5" fill="#0b2d46" stroke="#74bcc6" strokeWidth="1.5" />
      <path d="M16 5.5l2.2 8.3L26.5 16l-8.3 2.2L16 26.5l-2.2-8.3L5.5 16l8.3-2.2z" fill="#d5ecef" opacity=".35" />
      <path d="M16 4l3 12h-6z" fill="#f7b733" />
      <path d="M16 28l-3-12h6z" fill="#eef7f8" />
      <circle cx="16" cy="16" r="1.8" fill="#0b2d46" stroke="#eef7f8" strokeWidth="1" />
    </svg>
  );
}
