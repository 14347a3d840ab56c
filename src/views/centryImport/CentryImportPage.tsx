import { Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { centryImportMachine, CentryImportInput } from '../../../machines/centryImport/centryImport.machine.ts';
import { selectIsStartingImport } from '../../../machines/centryImport/centryImport.selectors.ts';
import { useFlowActor } from '../inspection/useFlowActor.ts';

export interface CentryImportPageProps {
  logic: typeof centryImportMachine;
  input: CentryImportInput;
  /** Goes to /eiffel (the flow's last step, after its flash message). */
  returnHome: () => void;
}

/** /eiffel/centry-auth: says the import is being requested while the flow starts it, then leaves. */
export function CentryImportPage({ logic, input, returnHome }: CentryImportPageProps) {
  const flow = useFlowActor(logic.provide({ actions: { returnHome } }), { input });
  const starting = useSelector(flow, selectIsStartingImport);
  return (
    <Stack gap="4" align="center" textAlign="center" py="16">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="home.centryImport.title" />
      </Heading>
      <Stack role="status" direction="row" align="center" gap="3" minH="6">
        {starting && (
          <>
            <Spinner size="sm" />
            <Text>
              <FormattedMessage id="home.centryImport.starting" />
            </Text>
          </>
        )}
      </Stack>
    </Stack>
  );
}
