/**
 * A progress bar written out (the ARIA progressbar pattern): a module's own chunk stays free of a
 * second copy of Ark's progress machine, which the shell does not load. `value` null says only that
 * something is under way.
 */
import { chakra } from '@chakra-ui/react';

export function ProgressBar({ value, max = 100, label }: { value: number | null; max?: number; label: string }) {
  const share = value === null || max <= 0 ? null : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <chakra.div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      {...(value === null ? {} : { 'aria-valuenow': value })}
      height="2"
      width="full"
      borderRadius="full"
      bg="bg.muted"
      overflow="hidden"
    >
      <chakra.div height="full" bg="colorPalette.solid" colorPalette="brand" width={share === null ? '30%' : `${share}%`} transition="width 0.3s" />
    </chakra.div>
  );
}
