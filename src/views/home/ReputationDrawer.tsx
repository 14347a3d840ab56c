/**
 * The reputation card's drawer, 490 px wide at the end of the page (the whole width on a phone): the
 * goals of the month, the ladder Nuevo … Destacado with the seller's level marked and what each level
 * gives, this month's figures so far and what would move the seller up. Open or closed is the card
 * chart's `drawer` region; closing (its button or Escape) is an event to it.
 */
import { useMemo, type RefObject } from 'react';
import { Badge, Box, CloseButton, Drawer, Flex, Grid, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { reputationSummaryMachine } from '../../../machines/home/reputationSummary.machine.ts';
import { selectIsReputationDrawerOpen, selectReputationSummary } from '../../../machines/home/home.selectors.ts';
import { dayMonthYear, type ReputationSummary } from '../../../machines/home/reputation.ts';
import {
  REPUTATION_LADDER,
  ladderLevelOf,
  ratesOf,
  whatIf,
  type LadderStep,
  type LevelBenefit,
  type MonthFigures,
  type WhatIf,
} from '../../../shared/reputationLadder.ts';
import { LevelIcon } from './LevelIcon.tsx';

export interface ReputationDrawerProps {
  card: ActorRefFrom<typeof reputationSummaryMachine>;
  /** Where the focus goes back when the drawer closes: the card's button. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const percent = (intl: IntlShape, fraction: number) => intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 2 });
const levelName = (intl: IntlShape, level: string) => intl.formatMessage({ id: `home.reputation.level.${level}` });

export function ReputationDrawer({ card, returnFocusTo }: ReputationDrawerProps) {
  const intl = useIntl();
  const open = useSelector(card, selectIsReputationDrawerOpen);
  const summary = useSelector(card, selectReputationSummary);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => card.send({ type: details.open ? 'drawer.open' : 'drawer.close' })}
      placement="end"
      lazyMount
      unmountOnExit
      finalFocusEl={() => returnFocusTo.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth="490px" width="100%">
            <Drawer.Header display="flex" alignItems="center" justifyContent="space-between" gap="2" borderBottomWidth="1px">
              <Drawer.Title>
                <FormattedMessage id="reputation.drawer.title" />
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'reputation.drawer.close' })} />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body paddingY="5">{summary && <DrawerContent intl={intl} summary={summary} />}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function DrawerContent({ intl, summary }: { intl: IntlShape; summary: ReputationSummary }) {
  const { thresholds, currentMonth } = summary;
  const current = ladderLevelOf(summary.level);
  const outlook = useMemo(() => (currentMonth ? whatIf(currentMonth) : null), [currentMonth]);

  return (
    <Stack gap="6">
      <Text>
        <FormattedMessage id="reputation.drawer.intro" />
      </Text>

      <Box as="section" aria-labelledby="reputation-rules">
        <Heading as="h3" id="reputation-rules" size="sm" marginBottom="2">
          <FormattedMessage id="reputation.rules.title" />
        </Heading>
        <Stack as="ul" gap="1" paddingStart="5" listStyleType="disc">
          <li>
            <FormattedMessage id="reputation.rule.shipped" values={{ orders: thresholds.minShippedOrders }} />
          </li>
          <li>
            <FormattedMessage id="reputation.rule.deliveries" values={{ threshold: percent(intl, thresholds.minDeliveries) }} />
          </li>
          <li>
            <FormattedMessage id="reputation.rule.claims" values={{ threshold: percent(intl, thresholds.maxClaims) }} />
          </li>
          <li>
            <FormattedMessage id="reputation.rule.cancellations" values={{ threshold: percent(intl, thresholds.maxCancellations) }} />
          </li>
        </Stack>
      </Box>

      <Box as="section" aria-labelledby="reputation-ladder">
        <Heading as="h3" id="reputation-ladder" size="sm" marginBottom="2">
          <FormattedMessage id="reputation.ladder.title" />
        </Heading>
        <Stack as="ol" aria-labelledby="reputation-ladder" gap="3" listStyleType="none" margin="0" padding="0">
          {REPUTATION_LADDER.map((step) => (
            <LadderItem key={step.level} intl={intl} step={step} current={step.level === current} minShippedOrders={thresholds.minShippedOrders} />
          ))}
        </Stack>
      </Box>

      <Box as="section" aria-labelledby="reputation-month">
        <Heading as="h3" id="reputation-month" size="sm" marginBottom="1">
          <FormattedMessage id="reputation.month.title" />
        </Heading>
        {currentMonth ? (
          <>
            <Text color="fg.muted" marginBottom="2">
              <FormattedMessage
                id="reputation.month.period"
                values={{ from: dayMonthYear(currentMonth.period.from), to: dayMonthYear(currentMonth.period.to) }}
              />
            </Text>
            <MonthFiguresList intl={intl} figures={currentMonth} />
          </>
        ) : (
          <Text>
            <FormattedMessage id="reputation.month.unavailable" />
          </Text>
        )}
      </Box>

      {outlook && (
        <Box as="section" aria-labelledby="reputation-what-if">
          <Heading as="h3" id="reputation-what-if" size="sm" marginBottom="2">
            <FormattedMessage id="reputation.whatIf.title" />
          </Heading>
          <WhatIfSentences intl={intl} outlook={outlook} />
        </Box>
      )}
    </Stack>
  );
}

/** One level: only the seller's own is marked, with words and aria-current besides its colour. */
function LadderItem({ intl, step, current, minShippedOrders }: { intl: IntlShape; step: LadderStep; current: boolean; minShippedOrders: number }) {
  const name = levelName(intl, step.level);
  return (
    <Box
      as="li"
      aria-current={current ? 'step' : undefined}
      borderWidth={current ? '2px' : '1px'}
      borderColor={current ? 'colorPalette.solid' : 'border'}
      colorPalette="blue"
      bg={current ? 'colorPalette.subtle' : undefined}
      borderRadius="l2"
      padding="3"
    >
      <Flex gap="3" align="center" marginBottom="2">
        <LevelIcon level={step.level} size="md" />
        <Stack gap="0" flex="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="bold">{name}</Text>
            {current && (
              <Badge variant="solid">
                <FormattedMessage id="reputation.ladder.current" />
              </Badge>
            )}
          </Flex>
          <Text fontSize="sm">
            {step.rulesMet === null ? (
              <FormattedMessage id="reputation.ladder.requirement.notMeasured" values={{ orders: minShippedOrders }} />
            ) : (
              <FormattedMessage id="reputation.ladder.requirement" values={{ met: step.rulesMet }} />
            )}
          </Text>
        </Stack>
      </Flex>
      <Stack as="ul" gap="0.5" paddingStart="5" listStyleType="disc" fontSize="sm" aria-label={intl.formatMessage({ id: 'reputation.ladder.benefits' }, { level: name })}>
        {step.benefits.map((benefit) => (
          <li key={benefit.id}>{benefitText(intl, benefit)}</li>
        ))}
      </Stack>
    </Box>
  );
}

function benefitText(intl: IntlShape, benefit: LevelBenefit): string {
  if (benefit.id === 'shippingDiscount') {
    return intl.formatMessage({ id: 'reputation.benefit.shippingDiscount' }, { share: intl.formatNumber(benefit.share, { style: 'percent' }) });
  }
  return intl.formatMessage({ id: `reputation.benefit.${benefit.id}` });
}

function MonthFiguresList({ intl, figures }: { intl: IntlShape; figures: MonthFigures }) {
  const rates = ratesOf(figures);
  const withRate = (count: number, total: number, rate: number | null) =>
    rate === null
      ? intl.formatMessage({ id: 'reputation.month.countOf' }, { count, total })
      : intl.formatMessage({ id: 'reputation.month.countOfRate' }, { count, total, rate: percent(intl, Math.round(rate * 10_000) / 10_000) });
  const rows = [
    ['shipped', intl.formatMessage({ id: 'reputation.month.countOf' }, { count: figures.shipped, total: figures.orders })],
    ['deliveries', withRate(figures.onTime, figures.delivered, rates.deliveries)],
    ['claims', withRate(figures.claimed, figures.orders, rates.claims)],
    ['cancellations', withRate(figures.sellerCanceled, figures.orders, rates.cancellations)],
  ] as const;
  return (
    <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1">
      {rows.map(([id, value]) => (
        <Box key={id} display="contents">
          <Text as="dt" fontWeight="medium">
            <FormattedMessage id={`reputation.month.${id}`} />
          </Text>
          <Text as="dd">{value}</Text>
        </Box>
      ))}
    </Grid>
  );
}

function WhatIfSentences({ intl, outlook }: { intl: IntlShape; outlook: WhatIf }) {
  if (outlook.kind === 'notMeasured') {
    return (
      <Text>
        <FormattedMessage id="reputation.whatIf.notMeasured" values={{ count: outlook.shippedOrdersNeeded }} />
      </Text>
    );
  }
  if (outlook.kind === 'top') {
    return (
      <Text>
        <FormattedMessage id="reputation.whatIf.top" />
      </Text>
    );
  }
  const level = levelName(intl, outlook.next);
  const sentences = (
    [
      ['onTimeDeliveries', outlook.moves.onTimeDeliveries],
      ['fewerClaims', outlook.moves.fewerClaims],
      ['fewerCancellations', outlook.moves.fewerCancellations],
    ] as const
  ).flatMap(([id, count]) => (count === null ? [] : [intl.formatMessage({ id: `reputation.whatIf.${id}` }, { count, level })]));
  return (
    <Stack gap="2">
      <Text>
        <FormattedMessage id="reputation.whatIf.projected" values={{ level: levelName(intl, outlook.projected) }} />
      </Text>
      {sentences.length > 1 && (
        <Text>
          <FormattedMessage id="reputation.whatIf.anyOne" />
        </Text>
      )}
      <Stack as="ul" gap="1" paddingStart="5" listStyleType="disc">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </Stack>
    </Stack>
  );
}
