/** The list of guides: a projection of the list chart, one row per section with its links. */
import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';

import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { guidesListMachine } from '../machines/guidesList.machine.ts';
import { formatDateTime } from '../../../src/views/kit/format.ts';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import { Problem, Waiting } from './shared.tsx';

// Plain table elements styled by Chakra: its Table component is not in the shell's shared chunks.
const cell = { px: '3', py: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

export function GuidesListPage({ logic, host }: { logic: typeof guidesListMachine; host: ModuleHost }) {
  const list = useActorRef(logic, host.inspect ? { inspect: host.inspect } : {});
  const intl = useIntl();
  const loading = useSelector(list, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(list, (snapshot) => snapshot.matches('loadFailed'));
  const guides = useSelector(list, (snapshot) => (snapshot.matches('shown') ? snapshot.context.guides : null));
  const problem = useSelector(list, (snapshot) => snapshot.context.problem);
  const open = (href: string) => host.navigate(href);
  return (
    <Stack gap="6" maxW="6xl">
      <Box>
        <Heading as="h1" size="2xl">
          <FormattedMessage id="learningGuides.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="learningGuides.intro" />
        </Text>
      </Box>
      {loading && <Waiting id="learningGuides.list.loading" />}
      {failed && (
        <Problem title={intl.formatMessage({ id: 'learningGuides.list.loadFailed' })} code={problem}>
          <Button colorPalette="brand" onClick={() => list.send({ type: 'list.retry' })}>
            <FormattedMessage id="learningGuides.retry" />
          </Button>
        </Problem>
      )}
      {guides && (
        // Five columns do not fit a phone: the table scrolls inside its box, not the page.
        <chakra.div overflowX="auto" position="relative">
          <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
            <chakra.caption captionSide="top" textAlign="start">
              <FormattedMessage id="learningGuides.list.caption" />
            </chakra.caption>
            <thead>
              <tr>
                {['section', 'guide', 'questions', 'lastEdit', 'actions'].map((column) => (
                  <chakra.th {...cell} key={column} scope="col" fontWeight="semibold">
                    <FormattedMessage id={`learningGuides.list.${column}`} />
                  </chakra.th>
                ))}
              </tr>
            </thead>
            <tbody>
              {guides.map((guide) => (
                <tr key={guide.module}>
                  <chakra.td {...cell}>
                    <FormattedMessage id={`learningGuides.section.${guide.module}`} />
                  </chakra.td>
                  <chakra.td {...cell}>{guide.title}</chakra.td>
                  <chakra.td {...cell}>{guide.questionCount}</chakra.td>
                  <chakra.td {...cell}>
                    {guide.updatedAt ? (
                      <FormattedMessage id="learningGuides.list.editedBy" values={{ who: guide.updatedBy ?? '—', when: formatDateTime(intl, guide.updatedAt) }} />
                    ) : (
                      <FormattedMessage id="learningGuides.list.shipped" />
                    )}
                  </chakra.td>
                  <chakra.td {...cell}>
                    <Stack gap="1">
                      <PortalLink href={`/learning-guides/${guide.module}`} onOpen={open}>
                        <FormattedMessage id="learningGuides.list.edit" values={{ guide: guide.title }} />
                      </PortalLink>
                      <PortalLink href={`/learning-guides/${guide.module}/ratings`} onOpen={open}>
                        <FormattedMessage id="learningGuides.list.ratings" values={{ guide: guide.title }} />
                      </PortalLink>
                    </Stack>
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </chakra.div>
      )}
    </Stack>
  );
}
