/**
 * Every notification as a row of the kit's rows (a table from 768 px, cards on a phone): its label, who it is for, its size, when it shows, how many opened
 * it, and where it is in its life (scheduled, showing, ended or withdrawn) at the moment the list is
 * drawn; one scheduled or showing has "Retirar" (an ended one reaches nobody any more).
 */
import { Button, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminNotification } from '../machines/notificationForm.ts';
import { notificationPhaseOf } from '../machines/notificationsAdmin.selectors.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';

export interface NotificationRowsProps {
  rows: readonly AdminNotification[];
  /** Whether a withdrawal may be asked for now (nothing else in progress). */
  canWithdraw: boolean;
  onWithdraw: (notification: AdminNotification) => void;
}

export function NotificationRows({ rows, canWithdraw, onWithdraw }: NotificationRowsProps) {
  const intl = useIntl();
  const dateTime = useFormats().dateTime;
  // Read at each drawing: the list is drawn again whenever it is read again, which is when it can change.
  const now = Date.now();
  const columns: [ResultColumn<AdminNotification>, ...ResultColumn<AdminNotification>[]] = [
    { header: 'documents.notifications.column.label', cell: (row) => row.label },
    {
      header: 'documents.notifications.column.audience',
      cell: (row) =>
        row.sellerIds === null ? (
          <FormattedMessage id="documents.notifications.audience.all" />
        ) : (
          <FormattedMessage id="documents.notifications.audience.list" values={{ count: row.sellerIds.length, ids: row.sellerIds.join(', ') }} />
        ),
    },
    { header: 'documents.notifications.column.size', cell: (row) => intl.formatMessage({ id: `documents.size.${row.size}` }) },
    {
      header: 'documents.notifications.column.dates',
      cell: (row) => (
        <>
          <Text>
            <FormattedMessage id="documents.notifications.from" values={{ at: dateTime(row.startDate) }} />
          </Text>
          <Text>
            {row.endDate === null ? (
              <FormattedMessage id="documents.notifications.untilWithdrawn" />
            ) : (
              <FormattedMessage id="documents.notifications.until" values={{ at: dateTime(row.endDate) }} />
            )}
          </Text>
        </>
      ),
    },
    { header: 'documents.notifications.column.opened', cell: (row) => <FormattedMessage id="documents.notifications.openedCount" values={{ count: row.openedCount }} /> },
    {
      header: 'documents.notifications.column.status',
      cell: (row) => {
        const phase = notificationPhaseOf(row, now);
        return row.withdrawnAt === null ? (
          <FormattedMessage id={phase === 'active' ? 'documents.notifications.live' : `documents.notifications.phase.${phase}`} />
        ) : (
          <FormattedMessage id="documents.notifications.withdrawnAt" values={{ at: dateTime(row.withdrawnAt) }} />
        );
      },
    },
    {
      header: 'documents.notifications.column.actions',
      cell: (row) => {
        const phase = notificationPhaseOf(row, now);
        if (phase !== 'scheduled' && phase !== 'active') return null;
        return (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={!canWithdraw}
            aria-label={intl.formatMessage({ id: 'documents.notifications.withdrawOf' }, { label: row.label })}
            onClick={() => onWithdraw(row)}
          >
            <FormattedMessage id="documents.notifications.withdraw" />
          </Button>
        );
      },
    },
  ];
  return <ResultRows rows={rows} rowKey={(row) => row.id} columns={columns} caption={intl.formatMessage({ id: 'documents.notifications.caption' })} cardHeading="h3" />;
}
