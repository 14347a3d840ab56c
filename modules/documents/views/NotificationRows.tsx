/**
 * Every notification as a row: its label, who it is for, its size, when it shows, how many opened
 * it, and whether it is live or withdrawn; a live one has "Retirar".
 */
import { Button, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminNotification } from '../machines/notificationForm.ts';
import { useDateTime } from './format.ts';

export interface NotificationRowsProps {
  rows: readonly AdminNotification[];
  /** Whether a withdrawal may be asked for now (nothing else in progress). */
  canWithdraw: boolean;
  onWithdraw: (notification: AdminNotification) => void;
}

export function NotificationRows({ rows, canWithdraw, onWithdraw }: NotificationRowsProps) {
  const intl = useIntl();
  const dateTime = useDateTime();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" paddingBottom="2">
          <FormattedMessage id="documents.notifications.caption" />
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <FormattedMessage id="documents.notifications.column.label" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="documents.notifications.column.audience" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="documents.notifications.column.size" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="documents.notifications.column.dates" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="documents.notifications.column.opened" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="documents.notifications.column.status" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="documents.notifications.column.actions" />
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell overflowWrap="anywhere">{row.label}</Table.Cell>
              <Table.Cell>
                {row.sellerIds === null ? (
                  <FormattedMessage id="documents.notifications.audience.all" />
                ) : (
                  <FormattedMessage id="documents.notifications.audience.list" values={{ count: row.sellerIds.length, ids: row.sellerIds.join(', ') }} />
                )}
              </Table.Cell>
              <Table.Cell>{intl.formatMessage({ id: `documents.size.${row.size}` })}</Table.Cell>
              <Table.Cell>
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
              </Table.Cell>
              <Table.Cell>
                <FormattedMessage id="documents.notifications.openedCount" values={{ count: row.openedCount }} />
              </Table.Cell>
              <Table.Cell>
                {row.withdrawnAt === null ? (
                  <FormattedMessage id="documents.notifications.live" />
                ) : (
                  <FormattedMessage id="documents.notifications.withdrawnAt" values={{ at: dateTime(row.withdrawnAt) }} />
                )}
              </Table.Cell>
              <Table.Cell>
                {row.withdrawnAt === null && (
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
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
