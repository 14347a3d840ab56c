/**
 * The composer's one-line summary of when the notification will show, from the "Desde" and "Hasta"
 * typed (Santiago's clock): the admin reads the schedule in words before creating it. A half-typed end
 * counts as none here; its field says what is missing.
 */
import { Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { scheduleOf, type NotificationValues } from '../machines/notificationForm.ts';
import type { NotificationFormRef } from '../machines/notificationsAdmin.selectors.ts';
import { useFormats } from '../../../src/views/kit/format.ts';

const selectValues = (snapshot: { context: { values: NotificationValues } }) => snapshot.context.values;

export function NotificationSchedule({ form }: { form: NotificationFormRef }) {
  const dateTime = useFormats().dateTime;
  const { startDate, endDate } = scheduleOf(useSelector(form, selectValues));
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      <FormattedMessage
        id="documents.schedule.summary"
        values={{
          start: startDate === null ? <FormattedMessage id="documents.schedule.fromCreation" /> : <FormattedMessage id="documents.schedule.from" values={{ at: dateTime(startDate) }} />,
          end: endDate === null ? <FormattedMessage id="documents.schedule.untilWithdrawn" /> : <FormattedMessage id="documents.schedule.until" values={{ at: dateTime(endDate) }} />,
        }}
      />
    </Text>
  );
}
