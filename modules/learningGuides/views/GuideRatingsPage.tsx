/**
 * A guide's ratings: one small table per question (Sí, No and each reason, with counts and
 * percentages), then the whole guide's. A projection of the ratings chart.
 */
import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';

import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { guideRatingsMachine } from '../machines/guideRatings.machine.ts';
import type { GuideModule, RatingCounts } from '../machines/guides.types.ts';
import { formatShare } from '../../../src/views/kit/format.ts';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import { Problem, Waiting } from './shared.tsx';

// Plain table elements styled by Chakra: its Table component is not in the shell's shared chunks.
const cell = { px: '3', py: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

function CountsTable({ caption, counts, removed }: { caption: string; counts: RatingCounts; removed: boolean }) {
  const intl = useIntl();
  const total = counts.yes + counts.no;
  const rows: { id: string; count: number; of: number }[] = [
    { id: 'learningGuides.ratings.yes', count: counts.yes, of: total },
    { id: 'learningGuides.ratings.no', count: counts.no, of: total },
    ...counts.reasons.map((reason) => ({ id: `learningGuides.ratings.reason.${reason.reason}`, count: reason.count, of: counts.no })),
  ];
  return (
    <Box borderWidth="1px" borderRadius="md" padding="3">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <chakra.caption captionSide="top" textAlign="start" fontWeight="semibold" marginBottom="2">
          <Flex gap="2" align="center" wrap="wrap">
            <span>{caption}</span>
            {removed && (
              <Text as="span" fontSize="xs" fontWeight="semibold" borderWidth="1px" borderRadius="sm" paddingX="1.5">
                <FormattedMessage id="learningGuides.ratings.removed" />
              </Text>
            )}
            <Text as="span" fontWeight="normal" color="fg.muted">
              <FormattedMessage id={total === 0 ? 'learningGuides.ratings.none' : 'learningGuides.ratings.summary'} values={{ total }} />
            </Text>
          </Flex>
        </chakra.caption>
        <thead>
          <tr>
            {['answer', 'count', 'share'].map((column) => (
              <chakra.th {...cell} key={column} scope="col" textAlign={column === 'answer' ? 'start' : 'end'} fontWeight="semibold">
                <FormattedMessage id={`learningGuides.ratings.${column}`} />
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <chakra.th scope="row" {...cell} fontWeight="normal">
                <FormattedMessage id={row.id} />
              </chakra.th>
              <chakra.td {...cell} textAlign="end">{row.count}</chakra.td>
              <chakra.td {...cell} textAlign="end">{formatShare(intl, row.count, row.of) ?? intl.formatMessage({ id: 'learningGuides.ratings.noShare' })}</chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

export function GuideRatingsPage({ logic, module, host }: { logic: typeof guideRatingsMachine; module: GuideModule; host: ModuleHost }) {
  const ratings = useActorRef(logic, { input: { module }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const intl = useIntl();
  const loading = useSelector(ratings, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(ratings, (snapshot) => snapshot.matches('loadFailed'));
  const report = useSelector(ratings, (snapshot) => snapshot.context.report);
  const problem = useSelector(ratings, (snapshot) => snapshot.context.problem);
  const section = intl.formatMessage({ id: `learningGuides.section.${module}` });
  const open = (href: string) => host.navigate(href);
  return (
    <Stack gap="6" maxW="4xl">
      <Box>
        <Heading as="h1" size="2xl">
          <FormattedMessage id="learningGuides.ratings.heading" values={{ section }} />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="learningGuides.ratings.intro" />
        </Text>
        <Flex gap="4" marginTop="2" wrap="wrap">
          <PortalLink href="/learning-guides" onOpen={open}>
            <FormattedMessage id="learningGuides.back" />
          </PortalLink>
          <PortalLink href={`/learning-guides/${module}`} onOpen={open}>
            <FormattedMessage id="learningGuides.ratings.editLink" />
          </PortalLink>
        </Flex>
      </Box>
      {loading && <Waiting id="learningGuides.ratings.loading" />}
      {failed && (
        <Problem title={intl.formatMessage({ id: 'learningGuides.ratings.loadFailed' })} code={problem}>
          <Button colorPalette="brand" onClick={() => ratings.send({ type: 'ratings.retry' })}>
            <FormattedMessage id="learningGuides.retry" />
          </Button>
        </Problem>
      )}
      {report && !failed && (
        <Stack gap="4">
          <Button alignSelf="flex-start" variant="outline" disabled={loading} onClick={() => ratings.send({ type: 'ratings.refresh' })}>
            <FormattedMessage id="learningGuides.ratings.refresh" />
          </Button>
          <Heading as="h2" size="lg">
            {report.title}
          </Heading>
          {report.questions.map((question) => (
            <CountsTable key={question.id} caption={question.title} counts={question.counts} removed={question.removed} />
          ))}
          <CountsTable caption={intl.formatMessage({ id: 'learningGuides.ratings.totals' })} counts={report.totals} removed={false} />
        </Stack>
      )}
    </Stack>
  );
}
