import type { Ref } from 'react';
import { Alert, Spinner } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DetailNotice as Notice } from '../machines/orderDetail.selectors.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

/**
 * What the page reports after an action: done (a status), a failure or a refusal (alerts). The page
 * moves the focus to it when it appears, so it is read and the focus is not lost with the button
 * that vanished.
 */
export function DetailNotice({ notice, ref }: { notice: Notice; ref?: Ref<HTMLDivElement> }) {
  const intl = useIntl();
  if (notice.kind === 'acted') {
    return (
      <Alert.Root ref={ref} tabIndex={-1} status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id={`orders.acted.${notice.action}`} />
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (notice.kind === 'conflict') {
    return (
      <Alert.Root ref={ref} tabIndex={-1} status="warning" role="alert">
        {notice.reloading ? <Spinner size="sm" /> : <Alert.Indicator />}
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id="orders.conflict.title" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id={notice.reloading ? 'orders.conflict.reloading' : 'orders.conflict.reloaded'} />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const titleId = notice.kind === 'labelFailed' ? 'orders.label.failed' : `orders.actionFailed.${notice.action}`;
  return (
    <Alert.Root ref={ref} tabIndex={-1} status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id={titleId} />
        </Alert.Title>
        <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'orders', notice.code) })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
