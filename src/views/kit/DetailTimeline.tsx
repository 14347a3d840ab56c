/**
 * An entity's history on its detail page: every status it went through, oldest first, each with
 * its date and note, the last marked as the current step. The module draws the status (its badge).
 */
import type { ReactNode } from 'react';
import { chakra, Stack, Text } from '@chakra-ui/react';
import { useFormats } from './format.ts';

export interface TimelineEntry<TStatus extends string> {
  status: TStatus;
  /** ISO date and time. */
  at: string;
  note?: string | null | undefined;
}

export function DetailTimeline<TStatus extends string>({ entries, badge }: { entries: readonly TimelineEntry<TStatus>[]; badge: (status: TStatus) => ReactNode }) {
  const format = useFormats();
  const last = entries.length - 1;
  return (
    <Stack as="ol" gap="3" listStyleType="none" margin="0" padding="0">
      {entries.map((entry, index) => (
        <chakra.li key={`${entry.status}-${entry.at}`} borderStartWidth="2px" borderColor={index === last ? 'brand.solid' : 'border'} paddingStart="3" aria-current={index === last ? 'step' : undefined}>
          {badge(entry.status)}
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
          </Text>
          {entry.note && <Text fontSize="sm">{entry.note}</Text>}
        </chakra.li>
      ))}
    </Stack>
  );
}
