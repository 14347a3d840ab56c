/** One fact of a description list: its label (a catalogue id, or a text already in the shown language), muted, and its value. */
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function Fact({ label, labelText, children }: { label: string; labelText?: string | undefined; children: ReactNode }) {
  return (
    <>
      <chakra.dt color="fg.muted">{labelText ?? <FormattedMessage id={label} />}</chakra.dt>
      <chakra.dd margin="0">{children}</chakra.dd>
    </>
  );
}
