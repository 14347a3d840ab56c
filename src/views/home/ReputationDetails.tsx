/**
 * What the reputation programme asks and gives, for one seller's summary: the goals of the month, the
 * ladder Nuevo … Destacado with the seller's level marked and what each level gives, this month's
 * figures so far and what would move the seller up. The card's drawer and the /reputation page show
 * the same content; only their heading level differs (the drawer has its own title above, the page
 * its h1).
 */
import { useId, useMemo } from 'react';
import { Badge, Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { dayMonthYear, type ReputationSummary } from '../../../machines/home/reputation.ts';
import {
  REPUTATION_LADDER,
  ladderLevelOf,
  ratesOf,
  whatIf,
  type LadderStep,
  type MonthFigures,
  type RatedLevel,
  type WhatIf,
} from '../../../shared/reputationLadder.ts';
import { LevelIcon } from './LevelIcon.tsx';

export interface ReputationDetailsProps {
  summary: ReputationSummary;
  /** The level of the sections' headings: h3 under the drawer's title, h2 under the page's h1. */
  headingLevel: 'h2' | 'h3';
}

const percent = (intl: IntlShape, fraction: number) => intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 2 });
const levelName = (intl: IntlShape, level: string) => intl.formatMessage({ id: `home.reputation.level.${level}` });

/** The goals, the ladder, this month so far and the what-if of a summary. */
export function ReputationDetails({ summary, headingLevel }: ReputationDetailsProps) {
  const intl = useIntl();
  // The goals and benefits are the rules version the shown level was scored with; this month's
  // projection takes the version in force now, which the server sends with the month's figures.
  const { thresholds, benefits, currentMonth } = summary;
  const current = ladderLevelOf(summary.level);
  const outlook = useMemo(() => (currentMonth ? whatIf(currentMonth, currentMonth.thresholds) : null), [currentMonth]);
  const newRules = currentMonth !== null && currentMonth.rulesVersion !== summary.rulesVersion ? currentMonth.thresholds : null;
  // Ids of their own, so the sections stay named whichever surfaces show them.
  const id = useId();
  const ids = { rules: `${id}-rules`, ladder: `${id}-ladder`, month: `${id}-month`, whatIf: `${id}-what-if` };
  const headingSize = headingLevel === 'h2' ? 'md' : 'sm';

  return (
    <Stack gap="6">
      <Text>
        <FormattedMessage id="reputation.drawer.intro" />
      </Text>

      <Box as="section" aria-labelledby={ids.rules}>
        <Heading as={headingLevel} id={ids.rules} size={headingSize} marginBottom="2">
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

      <Box as="section" aria-labelledby={ids.ladder}>
        <Heading as={headingLevel} id={ids.ladder} size={headingSize} marginBottom="2">
          <FormattedMessage id="reputation.ladder.title" />
        </Heading>
        <Stack as="ol" aria-labelledby={ids.ladder} gap="3" listStyleType="none" margin="0" padding="0">
          {REPUTATION_LADDER.map((step) => (
            <LadderItem
              key={step.level}
              intl={intl}
              step={step}
              benefits={benefits[step.level]}
              current={step.level === current}
              minShippedOrders={thresholds.minShippedOrders}
            />
          ))}
        </Stack>
      </Box>

      <Box as="section" aria-labelledby={ids.month}>
        <Heading as={headingLevel} id={ids.month} size={headingSize} marginBottom="1">
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
            {newRules && (
              <Text marginTop="2">
                <FormattedMessage
                  id="reputation.month.newRules"
                  values={{
                    orders: newRules.minShippedOrders,
                    deliveries: percent(intl, newRules.minDeliveries),
                    claims: percent(intl, newRules.maxClaims),
                    cancellations: percent(intl, newRules.maxCancellations),
                  }}
                />
              </Text>
            )}
          </>
        ) : (
          <Text>
            <FormattedMessage id="reputation.month.unavailable" />
          </Text>
        )}
      </Box>

      {outlook && (
        <Box as="section" aria-labelledby={ids.whatIf}>
          <Heading as={headingLevel} id={ids.whatIf} size={headingSize} marginBottom="2">
            <FormattedMessage id="reputation.whatIf.title" />
          </Heading>
          <WhatIfSentences intl={intl} outlook={outlook} />
          {/* What the level within reach gives, by the rules this month is scored with (a change saved
              this month shows here at once; the ladder above keeps the scored month's). */}
          {currentMonth && outlook.kind !== 'notMeasured' && (
            <TargetBenefits target={outlook.kind === 'top' ? 'Destacado' : outlook.next} text={currentMonth.benefits[outlook.kind === 'top' ? 'Destacado' : outlook.next]} />
          )}
        </Box>
      )}
    </Stack>
  );
}

/**
 * One level: only the seller's own is marked, with words and aria-current besides its colour. Its
 * benefits are the text an admin wrote in Configuración > Reglas, shown as plain text (React escapes
 * it; never HTML) and marked as Spanish, the language the rules are written in, so a screen reader
 * of the English portal still reads it right.
 */
function LadderItem({
  intl,
  step,
  benefits,
  current,
  minShippedOrders,
}: {
  intl: IntlShape;
  step: LadderStep;
  benefits: string;
  current: boolean;
  minShippedOrders: number;
}) {
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
      <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
        <Text as="span" fontWeight="medium">
          <FormattedMessage id="reputation.ladder.benefits" />
        </Text>{' '}
        <span lang="es-CL">{benefits}</span>
      </Text>
    </Box>
  );
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

function TargetBenefits({ target, text }: { target: RatedLevel; text: string }) {
  const intl = useIntl();
  return (
    <Text marginTop="2" whiteSpace="pre-line" overflowWrap="anywhere">
      <Text as="span" fontWeight="medium">
        <FormattedMessage id="reputation.whatIf.benefits" values={{ level: levelName(intl, target) }} />
      </Text>{' '}
      <span lang="es-CL">{text}</span>
    </Text>
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
