import { Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** The spinner shown while the services are being checked. */
export function ServiceCheckStatus() {
  return (
    <Stack role="status" direction="row" align="center" justify="center" gap="3" py="4">
      <Spinner size="sm" color="brand.solid" />
      <Text>
        <FormattedMessage id="curtain.checking" />
      </Text>
    </Stack>
  );
}
