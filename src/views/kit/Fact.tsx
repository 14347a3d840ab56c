/** One fact of a description list: its label (a catalogue id), muted, and its value. */
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <chakra.dt color="fg.muted">
        <FormattedMessage id={label} />
      </chakra.dt>
      <chakra.dd margin="0">{children}</chakra.dd>
    </>
  );
}
