/**
 * The sections of a seller's page, each a plain projection of the record: the seller itself, its
 * contacts, bank account and warehouses as stored, its publish history, its settings changes and its
 * terms acceptances with their receipts.
 */
import { useId, type ReactNode } from 'react';
import { Button, Card, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SellerRecord, TermsAcceptance } from '../machines/sellers.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { PublishBadge, TermsBadge } from './SellerBadges.tsx';
import { SellerTypeText } from './SellerRows.tsx';
import { Fact } from '../../../src/views/kit/Fact.tsx';

/** A titled card of the page: a region named by its heading. */
export function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" variant="outline" size="sm" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          <FormattedMessage id={titleId} />
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="minmax(8rem, auto) 1fr" columnGap="4" rowGap="2" fontSize="sm" margin="0">
      {children}
    </chakra.dl>
  );
}

export function SellerSummary({ record }: { record: SellerRecord }) {
  const intl = useIntl();
  const format = useFormats();
  const { seller } = record;
  const none = intl.formatMessage({ id: 'sellers.vendorCode.none' });
  return (
    <Section titleId="sellers.detail.record">
      <Facts>
        <Fact label="sellers.column.id">{seller.id}</Fact>
        <Fact label="sellers.detail.legalName">{seller.legalName}</Fact>
        <Fact label="sellers.column.rut">{format.rut(seller.documentNumber)}</Fact>
        <Fact label="sellers.column.type">
          <SellerTypeText sellerType={seller.sellerType} />
        </Fact>
        <Fact label="sellers.detail.collector">
          <FormattedMessage id={seller.isCollector ? 'sellers.yes' : 'sellers.no'} />
        </Fact>
        <Fact label="sellers.column.publish">
          <PublishBadge publish={seller.publish} />
        </Fact>
        <Fact label="sellers.column.reputation">
          <FormattedMessage id={`sellers.reputation.${seller.reputationLevel}`} />
        </Fact>
        <Fact label="sellers.detail.vendorProvider">{seller.vendorCodeProvider ?? none}</Fact>
        <Fact label="sellers.detail.vendorClient">{seller.vendorCodeClient ?? none}</Fact>
        <Fact label="sellers.column.terms">
          <TermsBadge signed={seller.termsSigned} />
        </Fact>
        <Fact label="sellers.detail.commercialEmail">{record.commercialEmail ?? '—'}</Fact>
        <Fact label="sellers.detail.createdAt">{format.dateTime(record.createdAt)}</Fact>
      </Facts>
    </Section>
  );
}

export function SellerContacts({ record }: { record: SellerRecord }) {
  return (
    <Section titleId="sellers.detail.contacts">
      {record.contacts.length === 0 ? (
        <Text fontSize="sm">
          <FormattedMessage id="sellers.detail.noContacts" />
        </Text>
      ) : (
        <Stack gap="3">
          {record.contacts.map((contact) => (
            <Facts key={contact.area}>
              <Fact label={`sellers.contactArea.${contact.area}`}>
                {contact.firstName} {contact.lastName} · {contact.position}
                <chakra.div color="fg.muted">
                  {contact.email} · +56 {contact.phone}
                </chakra.div>
              </Fact>
            </Facts>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function SellerBank({ record }: { record: SellerRecord }) {
  return (
    <Section titleId="sellers.detail.bank">
      {record.bank === null ? (
        <Text fontSize="sm">
          <FormattedMessage id="sellers.detail.noBank" />
        </Text>
      ) : (
        <Facts>
          <Fact label="sellers.detail.bankName">{record.bank.bankName}</Fact>
          <Fact label="sellers.detail.accountType">
            <FormattedMessage id={`sellers.accountType.${record.bank.accountType}`} />
          </Fact>
          <Fact label="sellers.detail.accountNumber">{record.bank.accountNumber}</Fact>
        </Facts>
      )}
    </Section>
  );
}

export function SellerWarehouses({ record }: { record: SellerRecord }) {
  return (
    <Section titleId="sellers.detail.warehouses">
      {record.warehouses.length === 0 ? (
        <Text fontSize="sm">
          <FormattedMessage id="sellers.detail.noWarehouses" />
        </Text>
      ) : (
        <Stack gap="3">
          {record.warehouses.map((warehouse) => (
            <Facts key={warehouse.id}>
              <Fact label="sellers.detail.warehouseName">{warehouse.nodeNumber ? `${warehouse.name} (${warehouse.nodeNumber})` : warehouse.name}</Fact>
              <Fact label="sellers.detail.warehouseAddress">
                {warehouse.address}, {warehouse.communeName}, {warehouse.regionName}
              </Fact>
              <Fact label="sellers.detail.technicalService">
                <FormattedMessage id={warehouse.technicalService ? 'sellers.yes' : 'sellers.no'} />
              </Fact>
            </Facts>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** Newest first: what each movement left the seller as, when, who, and why. */
export function PublishHistory({ record }: { record: SellerRecord }) {
  const format = useFormats();
  return (
    <Section titleId="sellers.detail.history">
      {record.publishHistory.length === 0 ? (
        <Text fontSize="sm">
          <FormattedMessage id="sellers.detail.noHistory" />
        </Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" margin="0" padding="0">
          {record.publishHistory.map((movement) => (
            <chakra.li key={movement.id} borderStartWidth="3px" borderColor={movement.publish ? 'green.500' : 'gray.400'} paddingStart="3" fontSize="sm">
              <Text fontWeight="semibold">
                <FormattedMessage id={movement.publish ? 'sellers.history.published' : 'sellers.history.unpublished'} />
              </Text>
              <Text color="fg.muted">
                <FormattedMessage
                  id={movement.actor ? 'sellers.history.by' : 'sellers.history.automatic'}
                  values={{ at: format.dateTime(movement.createdAt), name: movement.actor?.name ?? '' }}
                />
              </Text>
              <Text>{movement.reason}</Text>
            </chakra.li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function SettingsChanges({ record }: { record: SellerRecord }) {
  const format = useFormats();
  if (record.settingsChanges.length === 0) return null;
  return (
    <Section titleId="sellers.detail.settingsChanges">
      <Stack as="ol" gap="2" listStyleType="none" margin="0" padding="0" fontSize="sm">
        {record.settingsChanges.map((change) => (
          <li key={change.id}>
            <Text color="fg.muted">
              <FormattedMessage id="sellers.history.by" values={{ at: format.dateTime(change.changedAt), name: change.actor?.name ?? '—' }} />
            </Text>
            <Text>
              <FormattedMessage
                id="sellers.settingsChange.text"
                values={{
                  before: <SellerTypeText sellerType={change.sellerTypeBefore} />,
                  after: <SellerTypeText sellerType={change.sellerTypeAfter} />,
                  collectorBefore: <FormattedMessage id={change.isCollectorBefore ? 'sellers.yes' : 'sellers.no'} />,
                  collectorAfter: <FormattedMessage id={change.isCollectorAfter ? 'sellers.yes' : 'sellers.no'} />,
                }}
              />
            </Text>
          </li>
        ))}
      </Stack>
    </Section>
  );
}

export interface TermsAcceptancesProps {
  acceptances: readonly TermsAcceptance[];
  /** False while a receipt is on its way (or another action is under way): one download at a time. */
  canDownload: boolean;
  onDownload: (acceptanceId: string) => void;
}

export function TermsAcceptances({ acceptances, canDownload, onDownload }: TermsAcceptancesProps) {
  const format = useFormats();
  return (
    <Section titleId="sellers.detail.terms">
      {acceptances.length === 0 ? (
        <Text fontSize="sm">
          <FormattedMessage id="sellers.detail.noAcceptances" />
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" margin="0" padding="0">
          {acceptances.map((acceptance) => (
            <chakra.li key={acceptance.id} fontSize="sm">
              <Text fontWeight="semibold">
                <FormattedMessage id="sellers.acceptance.title" values={{ title: acceptance.termsTitle, version: acceptance.termsVersion }} />
              </Text>
              <Text color="fg.muted">
                <FormattedMessage id="sellers.history.by" values={{ at: format.dateTime(acceptance.acceptedAt), name: acceptance.userEmail }} />
              </Text>
              {/* The name says which document, so it may be long: it wraps inside a phone's width. */}
              <Button
                size="xs"
                variant="outline"
                marginTop="1"
                maxWidth="full"
                height="auto"
                minHeight="6"
                paddingY="1"
                whiteSpace="normal"
                textAlign="start"
                disabled={!canDownload}
                onClick={() => onDownload(acceptance.id)}
              >
                <FormattedMessage id="sellers.acceptance.receipt" values={{ title: acceptance.termsTitle, version: acceptance.termsVersion }} />
              </Button>
            </chakra.li>
          ))}
        </Stack>
      )}
    </Section>
  );
}
