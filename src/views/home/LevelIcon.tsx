import type { ShownLevel } from '../../../machines/home/reputation.ts';

const COLOURS: Record<ShownLevel, string> = {
  Nuevo: '#2563eb',
  Bloqueo: '#6b7280',
  Bajo: '#dc2626',
  Medio: '#d97706',
  Bueno: '#16a34a',
  Destacado: '#7c3aed',
};

/** Bars lit per level: Bajo 1 up to Destacado 4; Nuevo and Bloqueo light none. */
const LIT: Record<ShownLevel, number> = { Nuevo: 0, Bloqueo: 0, Bajo: 1, Medio: 2, Bueno: 3, Destacado: 4 };

/** The level's icon: a badge with four bars, as many lit as the level. Decorative: the level is also written. */
export function LevelIcon({ level, size = 48 }: { level: ShownLevel; size?: number }) {
  const colour = COLOURS[level];
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="none" stroke={colour} strokeWidth="3" />
      {[0, 1, 2, 3].map((bar) => (
        <rect
          key={bar}
          x={11 + bar * 7}
          y={30 - bar * 4}
          width="5"
          height={6 + bar * 4}
          rx="1"
          fill={bar < LIT[level] ? colour : '#d1d5db'}
        />
      ))}
      {level === 'Bloqueo' && <path d="M14 34 L34 14" stroke={colour} strokeWidth="3" strokeLinecap="round" />}
    </svg>
  );
}
