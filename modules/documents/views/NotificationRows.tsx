/**
 * Every notification as a row: its label, who it is for, its size, when it shows, how many opened
 * it, and where it is in its life (scheduled, showing, ended or withdrawn) at the moment the list is
 * drawn; one scheduled or showing has "Retirar" (an ended one reaches nobody any more).
 */
import { Button, chakra, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminNotification } from '../machines/notificationForm.ts';
import { notificationPhaseOf } from '../machines/notificationsAdmin.selectors.ts';
import { useFormats } from '../../../src/views/kit/format.ts';

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
  return (
    <chakra.div overflowX="auto" borderWidth="1px" rounded="md">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <chakra.caption textAlign="start" padding="2">
          <FormattedMessage id="documents.notifications.caption" />
        </chakra.caption>
        <chakra.thead bg="bg.muted">
          <chakra.tr borderTopWidth="1px">
            <chakra.th scope="col" textAlign="start" paddingX="3" paddingY="2">
              <FormattedMessage id="documents.notifications.column.label" />
            </chakra.th>
            <chakra.th scope="col" textAlign="start" paddingX="3" paddingY="2">
              <FormattedMessage id="documents.notifications.column.audience" />
            </chakra.th>
            <chakra.th scope="col" textAlign="start" paddingX="3" paddingY="2">
              <FormattedMessage id="documents.notifications.column.size" />
            </chakra.th>
            <chakra.th scope="col" textAlign="start" paddingX="3" paddingY="2">
              <FormattedMessage id="documents.notifications.column.dates" />
            </chakra.th>
            <chakra.th scope="col" textAlign="start" paddingX="3" paddingY="2">
              <FormattedMessage id="documents.notifications.column.opened" />
            </chakra.th>
            <chakra.th scope="col" textAlign="start" paddingX="3" paddingY="2">
              <FormattedMessage id="documents.notifications.column.status" />
            </chakra.th>
            <chakra.th scope="col" textAlign="start" paddingX="3" paddingY="2">
              <FormattedMessage id="documents.notifications.column.actions" />
            </chakra.th>
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {rows.map((row) => {
            const phase = notificationPhaseOf(row, now);
            return (
              <chakra.tr borderTopWidth="1px" key={row.id}>
                <chakra.td paddingX="3" paddingY="2" verticalAlign="top" overflowWrap="anywhere">{row.label}</chakra.td>
                <chakra.td paddingX="3" paddingY="2" verticalAlign="top">
                  {row.sellerIds === null ? (
                    <FormattedMessage id="documents.notifications.audience.all" />
                  ) : (
                    <FormattedMessage id="documents.notifications.audience.list" values={{ count: row.sellerIds.length, ids: row.sellerIds.join(', ') }} />
                  )}
                </chakra.td>
                <chakra.td paddingX="3" paddingY="2" verticalAlign="top">{intl.formatMessage({ id: `documents.size.${row.size}` })}</chakra.td>
                <chakra.td paddingX="3" paddingY="2" verticalAlign="top">
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
                </chakra.td>
                <chakra.td paddingX="3" paddingY="2" verticalAlign="top">
                  <FormattedMessage id="documents.notifications.openedCount" values={{ count: row.openedCount }} />
                </chakra.td>
                <chakra.td paddingX="3" paddingY="2" verticalAlign="top">
                  {row.withdrawnAt === null ? (
                    <FormattedMessage id={phase === 'active' ? 'documents.notifications.live' : `documents.notifications.phase.${phase}`} />
                  ) : (
                    <FormattedMessage id="documents.notifications.withdrawnAt" values={{ at: dateTime(row.withdrawnAt) }} />
                  )}
                </chakra.td>
                <chakra.td paddingX="3" paddingY="2" verticalAlign="top">
                  {(phase === 'scheduled' || phase === 'active') && (
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
                  )}
                </chakra.td>
              </chakra.tr>
            );
          })}
        </chakra.tbody>
      </chakra.table>
    </chakra.div>
  );
}
