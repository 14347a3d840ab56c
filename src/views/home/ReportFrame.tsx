import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { reportFrameMachine, ReportName } from '../../../machines/home/reportFrame.machine.ts';
import { selectIsReportLoading, selectReportUrl } from '../../../machines/home/home.selectors.ts';
import { useFlowActor } from '../inspection/useFlowActor.ts';

/** Report frames are 505 px high, as designed. The box keeps it from the first paint (CLS). */
export const REPORT_FRAME_HEIGHT_PX = 505;

export interface ReportFrameProps {
  logic: typeof reportFrameMachine;
  name: ReportName;
  /** The catalogue key of the line saying which period the report's figures cover, if it says one. */
  periodId?: string;
}

/**
 * One embedded report: its title, the period its figures cover when it says one, and a 505 px frame. The URL is asked for when the frame mounts;
 * until it arrives (and for good after a failure, which is only logged) the frame is empty.
 */
export function ReportFrame({ logic, name, periodId }: ReportFrameProps) {
  const intl = useIntl();
  const frame = useFlowActor(logic, { input: { name } });
  const url = useSelector(frame, selectReportUrl);
  const loading = useSelector(frame, selectIsReportLoading);
  const title = intl.formatMessage({ id: `reports.${name}.title` });
  const headingId = `report-${name}-title`;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h3" size="md" id={headingId}>
        {title}
      </Heading>
      {periodId && (
        <Text color="fg.muted">
          <FormattedMessage id={periodId} />
        </Text>
      )}
      <Box
        height={`${REPORT_FRAME_HEIGHT_PX}px`}
        width="full"
        borderWidth="1px"
        borderRadius="l2"
        overflow="hidden"
        bg="bg.subtle"
        aria-busy={loading}
      >
        {url ? (
          <iframe
            src={url}
            title={intl.formatMessage({ id: 'reports.frameTitle' }, { title })}
            width="100%"
            height={REPORT_FRAME_HEIGHT_PX}
            style={{ border: 0, display: 'block' }}
          />
        ) : (
          loading && (
            <Box as="p" srOnly>
              <FormattedMessage id="reports.loading" values={{ title }} />
            </Box>
          )
        )}
      </Box>
    </Stack>
  );
}
