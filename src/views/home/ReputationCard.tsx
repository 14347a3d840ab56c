import { useRef } from 'react';
import { Button, Card, Flex, Grid, IconButton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { reputationSummaryMachine } from '../../../machines/home/reputationSummary.machine.ts';
import {
  selectCanOpenReputationDrawer,
  selectIsReputationDrawerOpen,
  selectIsReputationLoading,
  selectReputationSellerName,
  selectReputationSummary,
} from '../../../machines/home/home.selectors.ts';
import {
  dayMonthYear,
  measuredPeriodOf,
  shownLevelOf,
  shownPercent,
  type MeasuredPeriod,
  type ReputationSummary,
} from '../../../machines/home/reputation.ts';
import { LevelIcon } from './LevelIcon.tsx';
import { HoverTip } from '../tooltip/HoverTip.tsx';
import { onDemand } from '../lazy/onDemand.ts';

const drawer = onDemand(() => import('./ReputationDrawer.tsx'));

export interface ReputationCardProps {
  /** The card's chart, started by the page (useReputationSummary), which may read it too. */
  card: ActorRefFrom<typeof reputationSummaryMachine>;
  /**
   * Whether the card offers its drawer of levels and benefits: the home does; /reputation shows
   * the same content under the card, so a button opening it again would only repeat the page.
   */
  withDrawer?: boolean;
}

const METRICS = ['deliveries', 'claims', 'cancellations'] as const;
type Metric = (typeof METRICS)[number];

/** The threshold each metric's help names, from the server's summary (the rules version of its month). */
const thresholdOf = (thresholds: ReputationSummary['thresholds'], metric: Metric): number =>
  metric === 'deliveries' ? thresholds.minDeliveries : metric === 'claims' ? thresholds.maxClaims : thresholds.maxCancellations;

/** "octubre de 2026 (01/10/2026 al 31/10/2026)"; two months for Bloqueo; the placeholder for Nuevo. */
export function periodText(intl: IntlShape, period: MeasuredPeriod): string {
  if (period.kind === 'notMeasured') return '00/00/0000';
  const monthOf = (yearMonth: string, options: Intl.DateTimeFormatOptions) => {
    const [year, month] = yearMonth.split('-').map(Number) as [number, number];
    return intl.formatDate(Date.UTC(year, month - 1, 15), { ...options, timeZone: 'UTC' });
  };
  const years = new Set(period.months.map((month) => month.slice(0, 4)));
  const months =
    years.size === 1
      ? intl.formatMessage(
          { id: 'home.reputation.periodMonths' },
          {
            months: intl.formatList(period.months.map((month) => monthOf(month, { month: 'long' })), { type: 'conjunction' }),
            year: [...years][0],
          },
        )
      : intl.formatList(period.months.map((month) => monthOf(month, { month: 'long', year: 'numeric' })), { type: 'conjunction' });
  return intl.formatMessage({ id: 'home.reputation.periodRange' }, { months, from: dayMonthYear(period.from), to: dayMonthYear(period.to) });
}

/**
 * A published seller's reputation card: seller name, level icon, level and its message, the
 * measured period and the three rates as whole percentages, each with its help; its button opens
 * the drawer of levels, benefits and what moves the seller up.
 */
export function ReputationCard({ card, withDrawer = true }: ReputationCardProps) {
  const intl = useIntl();
  const summary = useSelector(card, selectReputationSummary);
  const sellerName = useSelector(card, selectReputationSellerName);
  const loading = useSelector(card, selectIsReputationLoading);
  const canOpenDrawer = useSelector(card, selectCanOpenReputationDrawer);
  const drawerOpen = useSelector(card, selectIsReputationDrawerOpen);
  const drawerButton = useRef<HTMLButtonElement>(null);
  const level = summary ? shownLevelOf(summary.level) : null;

  return (
    <Card.Root as="section" aria-labelledby="home-reputation-title" aria-busy={loading} variant="outline">
      <Card.Header>
        <Card.Title as="h2" id="home-reputation-title" fontSize="xl">
          <FormattedMessage id="home.reputation.title" />
        </Card.Title>
        <Text color="fg.muted">{sellerName}</Text>
      </Card.Header>
      <Card.Body gap="5">
        {/* Room for the level's message as it wraps on a phone, so the figures below never move (CLS). */}
        <Flex gap="4" align="center" minH={{ base: '36', md: '20' }}>
          {level ? (
            <>
              <LevelIcon level={level} size="xl" />
              <Stack gap="1">
                <Text fontSize="lg" fontWeight="bold">
                  <FormattedMessage id="home.reputation.level" values={{ level: intl.formatMessage({ id: `home.reputation.level.${level}` }) }} />
                </Text>
                <Text>
                  {/* A failed read knows no rules, so its message names no minimum. */}
                  {summary?.thresholds ? (
                    <FormattedMessage id={`home.reputation.message.${level}`} values={{ orders: summary.thresholds.minShippedOrders }} />
                  ) : (
                    <FormattedMessage id="home.reputation.message.unread" />
                  )}
                </Text>
              </Stack>
            </>
          ) : (
            <Text role="status">
              <FormattedMessage id="home.reputation.loading" />
            </Text>
          )}
        </Flex>
        <Text minH="6">
          <FormattedMessage id="home.reputation.period" values={{ period: summary ? periodText(intl, measuredPeriodOf(summary)) : '—' }} />
        </Text>
        <Grid as="dl" templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
          {METRICS.map((metric) => {
            const shown = summary ? shownPercent(summary[metric], summary.thresholds ? thresholdOf(summary.thresholds, metric) : null) : null;
            const label = intl.formatMessage({ id: `home.reputation.${metric}` });
            return (
              <Stack key={metric} gap="1" borderWidth="1px" borderRadius="l2" p="4">
                <Flex as="dt" align="center" gap="1">
                  <Text fontWeight="medium">{label}</Text>
                  <HoverTip
                    placement="top"
                    describes
                    label={
                      summary?.thresholds ? (
                        <FormattedMessage
                          id={`home.reputation.${metric}.help`}
                          values={{
                            threshold: intl.formatNumber(thresholdOf(summary.thresholds, metric), { style: 'percent', maximumFractionDigits: 2 }),
                          }}
                        />
                      ) : (
                        <FormattedMessage id={`home.reputation.${metric}.about`} />
                      )
                    }
                  >
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      borderRadius="full"
                      aria-label={intl.formatMessage({ id: 'home.reputation.help' }, { metric: label })}
                    >
                      <span aria-hidden="true">?</span>
                    </IconButton>
                  </HoverTip>
                </Flex>
                <Text as="dd" fontSize="3xl" fontWeight="bold" minH="10">
                  {shown === null ? (
                    <FormattedMessage id={loading ? 'home.reputation.pending' : 'home.reputation.noData'} />
                  ) : (
                    intl.formatNumber(shown.percent / 100, { style: 'percent', minimumFractionDigits: shown.decimals, maximumFractionDigits: shown.decimals })
                  )}
                </Text>
              </Stack>
            );
          })}
        </Grid>
      </Card.Body>
      {withDrawer && (
        <>
          <Card.Footer>
            {/* Disabled rather than hidden while loading, so the card keeps its height (CLS). */}
            <Button
              ref={drawerButton}
              variant="outline"
              disabled={!canOpenDrawer}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onPointerEnter={drawer.preload}
              onFocus={drawer.preload}
              onClick={() => card.send({ type: 'drawer.open' })}
            >
              <FormattedMessage id="reputation.drawer.open" />
            </Button>
          </Card.Footer>
          <drawer.Present when={drawerOpen} view={{ card, returnFocusTo: drawerButton }} />
        </>
      )}
    </Card.Root>
  );
}
