/** What the switches' list and a module's history say when they could not be loaded: why, and "Reintentar". */
import { Alert, Button, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

export function LoadFailure({ titleId, problem, onRetry }: { titleId: string; problem: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Stack gap="3" align="flex-start">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id={titleId} />
          </Alert.Title>
          <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'moduleSwitches', problem) })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button colorPalette="brand" onClick={onRetry}>
        <FormattedMessage id="moduleSwitches.retry" />
      </Button>
    </Stack>
  );
}
