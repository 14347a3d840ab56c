import { useId } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CurtainDecision, ServiceStatus } from '../../../machines/serviceCurtain/serviceCurtain.modules.ts';
import { reopeningHasPassed, SWITCH_TIME_ZONE } from '../../../shared/moduleSwitches/rules.ts';

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
 * The login screen loads it lazily (it shows only when every service is closed). A module closed
 * with a reason shows the admin's reason and when it is expected back.
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
      {decision.kind === 'module' && decision.module.reason !== null ? (
        <ClosingNotice module={decision.module} reason={decision.module.reason} />
      ) : (
        <Text>
          <FormattedMessage id={`${prefix}.subtitleFirstLine`} values={values} />
        </Text>
      )}
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

/**
 * Why the module is closed and when it should be back, in Santiago's clock. A reopening time that
 * has passed is not a promise anymore: the module stays closed until an admin opens it, so it reads
 * "pronto" rather than a date behind us.
 */
function ClosingNotice({ module, reason }: { module: ServiceStatus; reason: string }) {
  const intl = useIntl();
  const reopening = module.expected_reopening;
  return (
    <>
      <Text fontWeight="semibold">
        <FormattedMessage id="curtain.module.reason" values={{ reason }} />
      </Text>
      <Text>
        {reopening === null ? (
          <FormattedMessage id="curtain.module.reopeningUnknown" />
        ) : reopeningHasPassed(reopening, new Date()) ? (
          <FormattedMessage id="curtain.module.reopeningSoon" />
        ) : (
          <FormattedMessage
            id="curtain.module.reopeningAt"
            values={{
              date: intl.formatDate(reopening, { day: 'numeric', month: 'long', timeZone: SWITCH_TIME_ZONE }),
              time: intl.formatTime(reopening, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SWITCH_TIME_ZONE }),
            }}
          />
        )}
      </Text>
    </>
  );
}
