import { useId } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { CurtainDecision } from '../../../machines/serviceCurtain/serviceCurtain.modules.ts';

export interface ServiceCurtainProps {
  decision: Exclude<CurtainDecision, { kind: 'none' }>;
  /** h1 when the curtain is the page (protected area); h2 inside the login screen. */
  headingLevel: 'h1' | 'h2';
  waitingToRetry: boolean;
  canRetry: boolean;
  onRetry: () => void;
}

/**
 * The unavailable-service page: one module's, or every service's. Texts come from the catalogs.
 * The login screen loads it lazily (it shows only when every service is closed).
 */
export function ServiceCurtain({ decision, headingLevel, waitingToRetry, canRetry, onRetry }: ServiceCurtainProps) {
  const headingId = useId();
  const prefix = decision.kind === 'module' ? 'curtain.module' : 'curtain.allServices';
  const values = decision.kind === 'module' ? { module: decision.module.module } : {};
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" align="center" textAlign="center" py="10" px="4">
      <Heading as={headingLevel} id={headingId} size="2xl">
        <Box as="span" display="block">
          <FormattedMessage id={`${prefix}.titleFirstLine`} values={values} />
        </Box>{' '}
        <Box as="span" display="block">
          <FormattedMessage id={`${prefix}.titleSecondLine`} values={values} />
        </Box>
      </Heading>
      <Text>
        <FormattedMessage id={`${prefix}.subtitleFirstLine`} values={values} />
      </Text>
      <Text>
        <FormattedMessage id={`${prefix}.subtitleSecondLine`} values={values} />
      </Text>
      <Box role="status" minH="6">
        {waitingToRetry && (
          <Text color="fg.muted">
            <FormattedMessage id="curtain.retrying" />
          </Text>
        )}
      </Box>
      <Button colorPalette="brand" onClick={onRetry} disabled={!canRetry}>
        <FormattedMessage id="curtain.retry" />
      </Button>
    </Stack>
  );
}
