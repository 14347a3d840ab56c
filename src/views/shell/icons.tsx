/**
 * The shell's icons, inline SVG (no icon font or library in the first load). Menu items name their
 * icon by key (shared/access/menu.ts); a key without a drawing gets the generic dot.
 */
import type { ReactNode } from 'react';

const DRAWINGS: Record<string, ReactNode> = {
  home: <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />,
  products: <path d="M3 7l9-4 9 4-9 4-9-4zM3 7v10l9 4 9-4V7M12 11v10" />,
  approval: <path d="M9 12l2 2 4-4M12 3l7 3v6c0 4-3 7-7 9-4-2-7-5-7-9V6l7-3z" />,
  sales: <path d="M4 4h2l2 11h11l2-8H7M10 20h.01M17 20h.01" />,
  returns: <path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />,
  invoice: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3zM9 8h6M9 12h6M9 16h3" />,
  orders: <path d="M9 5h10M9 12h10M9 19h10M5 5h.01M5 12h.01M5 19h.01" />,
  logistics: <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18a2 2 0 1 0 0 .01M17 18a2 2 0 1 0 0 .01" />,
  fulfillment: <path d="M4 8l8-4 8 4v8l-8 4-8-4V8zM4 8l8 4 8-4M12 12v8" />,
  shipments: <path d="M3 17h2l1-5h12l1 5h2M6 12l2-5h8l2 5M7 20a1 1 0 1 0 0 .01M17 20a1 1 0 1 0 0 .01" />,
  stock: <path d="M4 20V10l8-6 8 6v10M8 20v-6h8v6M8 17h8" />,
  epv: <path d="M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 12a2 2 0 1 0 0-.01" />,
  finance: <path d="M4 7h16v10H4zM12 12a2 2 0 1 0 0-.01M7 10v4M17 10v4" />,
  account: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
  existences: <path d="M4 19h16M6 16V9M10 16V5M14 16v-4M18 16V7" />,
  // A star: the seller's level.
  reputation: <path d="M12 3l2.7 5.5 6 .9-4.35 4.2 1 6L12 16.8l-5.35 2.8 1-6L3.3 9.4l6-.9L12 3z" />,
  metrics: <path d="M4 19h16M5 15l4-4 4 3 6-7" />,
  campaigns: <path d="M4 10v4h3l7 4V6L7 10H4zM18 9a4 4 0 0 1 0 6" />,
  reports: <path d="M7 3h8l4 4v14H7zM15 3v4h4M10 17v-3M13 17v-6M16 17v-4" />,
  settings: <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12h2M3 12h2M12 3v2M12 19v2M17 7l1.5-1.5M5.5 18.5 7 17M17 17l1.5 1.5M5.5 5.5 7 7" />,
  sellers: <path d="M4 9l2-5h12l2 5M4 9v11h16V9M4 9h16M9 20v-6h6v6" />,
  rules: <path d="M12 4v16M5 8l-3 6a3 3 0 0 0 6 0L5 8zM19 8l-3 6a3 3 0 0 0 6 0l-3-6zM5 8h14M8 20h8" />,
  users: <path d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14a5 5 0 0 1 3 6" />,
  spid35: <path d="M13 3 5 13h6l-1 8 8-10h-6l1-8z" />,
  help: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01" />,
  tour: <path d="M4 20V4M4 4h12l-2 4 2 4H4" />,
  helpCentre: <path d="M4 6h7a3 3 0 0 1 3 3v11a2 2 0 0 0-2-2H4zM20 6h-3a3 3 0 0 0-3 3" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />,
  dot: <circle cx="12" cy="12" r="3" />,
};

export interface ShellIconProps {
  /** Icon key (a menu item's `icon`, or menu/close/chevron*); unknown keys draw a dot. */
  name: string;
  /** CSS size; 1.25em by default. */
  size?: string;
}

/** A decorative icon: hidden from assistive technology (its control carries the name). */
export function ShellIcon({ name, size = '1.25em' }: ShellIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[name] ?? DRAWINGS.dot}
    </svg>
  );
}
