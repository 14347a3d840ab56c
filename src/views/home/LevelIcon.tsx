import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
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

/** The icon's sizes, each a scale factor of the 32 px drawing (xl is the card's 48 px). */
export const LEVEL_ICON_SCALE = { xs: 0.5, sm: 0.75, md: 1, lg: 1.25, xl: 1.5, xxl: 2, xxxl: 2.5, xxxxl: 3 } as const;
export type LevelIconSize = keyof typeof LEVEL_ICON_SCALE;

const BASE_PX = 32;

/** Whether there is an icon drawn for `level` (a category the portal does not know yet has none). */
const hasIcon = (level: string): level is ShownLevel => Object.hasOwn(COLOURS, level);

/**
 * The level's icon: a badge with four bars, as many lit as the level. Decorative: the level is also
 * written. A level without an icon says so in words, in the room the icon would take.
 */
export function LevelIcon({ level, size = 'xl' }: { level: string; size?: LevelIconSize }) {
  const pixels = BASE_PX * LEVEL_ICON_SCALE[size];
  if (!hasIcon(level)) {
    return (
      <Text as="span" display="inline-block" fontSize="xs" color="fg.muted" minW={`${pixels}px`}>
        <FormattedMessage id="reputation.icon.missing" />
      </Text>
    );
  }
  const colour = COLOURS[level];
  return (
    <svg width={pixels} height={pixels} viewBox="0 0 48 48" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
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
