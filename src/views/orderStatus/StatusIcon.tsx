import type { StatusIconName } from './statusAppearance.ts';

/** The strokes of each icon, on a 24 px grid. */
const PATHS: Readonly<Record<StatusIconName, readonly string[]>> = {
  sparkle: ['M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6'],
  box: ['M3 7l9-4 9 4-9 4-9-4z', 'M3 7v10l9 4 9-4V7', 'M12 11v10'],
  package: ['M3 7l9-4 9 4v10l-9 4-9-4z', 'M8 14l3 3 5-6'],
  truck: ['M2 6h11v9H2z', 'M13 9h4l4 4v2h-8', 'M6 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01'],
  route: ['M5 19a2 2 0 1 0 0-.01', 'M19 5a2 2 0 1 0 0-.01', 'M7 19h8a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h8'],
  home: ['M3 11l9-7 9 7', 'M5 10v10h14V10', 'M9 15l2 2 4-4'],
  store: ['M4 9l1-5h14l1 5', 'M4 9h16v11H4z', 'M9 20v-6h6v6'],
  alert: ['M12 3l10 18H2z', 'M12 10v4M12 17v.01'],
  repeat: ['M4 12a8 8 0 0 1 14-5l2 2', 'M20 4v5h-5', 'M20 12a8 8 0 0 1-14 5l-2-2', 'M4 20v-5h5'],
  x: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M9 9l6 6M15 9l-6 6'],
  refund: ['M4 10h12a4 4 0 0 1 0 8h-3', 'M8 6l-4 4 4 4'],
  search: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M21 21l-5-5', 'M11 8v3M11 14v.01'],
  broken: ['M3 7l9-4 9 4v10l-9 4-9-4z', 'M12 3l-2 6 4 3-2 9'],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'],
  ban: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M6 6l12 12'],
};

/** A status's icon, decorative: the status's label always goes with it. */
export function StatusIcon({ name, size = 14 }: { name: StatusIconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
