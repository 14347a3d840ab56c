/**
 * Configuración > Reglas: a projection of the rules chart. The form while editing, what was sent
 * while saving, the saved version, a failure with "Reintentar", theirs beside yours on a conflict,
 * an old version read-only; the history below on every screen that has the rules.
 */
import { Alert, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { formValuesOf } from '../machines/rulesForm.ts';
import type { rulesPageMachine } from '../machines/rulesPage.machine.ts';
import {
  selectDraft,
  selectOpened,
  selectOverview,
  selectProblem,
  selectRulesForm,
  selectSaved,
  selectScreen,
  selectTheirsShown,
  selectVersionFailed,
} from '../machines/rulesPage.selectors.ts';
import { decimalSeparator, formatCalendarDay } from '../../../src/views/kit/format.ts';
import { ProblemAlert, WaitingLine } from '../../../src/views/kit/LoadState.tsx';
import { RuleValuesView } from './RuleValuesView.tsx';
import { RulesForm } from './RulesForm.tsx';
import { VersionHistory } from './VersionHistory.tsx';

/** The programme's first rules, which no person saved: in force from before any month was scored. */
const FIRST_VERSION = 1;

type PageRef = ReturnType<typeof useActorRef<typeof rulesPageMachine>>;

function Problem({ title, code, children }: { title: string; code: string | null; children?: ReactNode }) {
  return (
    <ProblemAlert module="rules" title={title} code={code}>
      {children}
    </ProblemAlert>
  );
}

const Waiting = WaitingLine;

export function RulesPage({ logic, host }: { logic: typeof rulesPageMachine; host: ModuleHost }) {
  const page = useActorRef(logic, host.inspect ? { inspect: host.inspect } : {});
  const intl = useIntl();
  const screen = useSelector(page, selectScreen);
  const overview = useSelector(page, selectOverview);
  const problem = useSelector(page, selectProblem);
  const mayOpen = useSelector(page, (snapshot) => snapshot.can({ type: 'version.open', version: 1 }));
  return (
    <Stack gap="6" maxW="5xl">
      <Box>
        <Heading as="h1" size="2xl">
          <FormattedMessage id="rules.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="rules.intro" />
        </Text>
        {overview && (
          <Text>
            {overview.current.version === FIRST_VERSION ? (
              <FormattedMessage id="rules.inForceFromStart" values={{ version: overview.current.version }} />
            ) : (
              <FormattedMessage id="rules.inForce" values={{ version: overview.current.version, from: formatCalendarDay(intl, overview.current.effectiveFrom) }} />
            )}
          </Text>
        )}
      </Box>
      {screen === 'loading' && <Waiting id="rules.loading" />}
      {screen === 'loadFailed' && (
        <Problem title={intl.formatMessage({ id: 'rules.loadFailed' })} code={problem}>
          <Button colorPalette="brand" onClick={() => page.send({ type: 'rules.retry' })}>
            <FormattedMessage id="rules.retry" />
          </Button>
        </Problem>
      )}
      {screen === 'editing' && <EditingScreen page={page} />}
      {screen === 'saving' && <SavingScreen page={page} />}
      {screen === 'saved' && <SavedScreen page={page} />}
      {screen === 'failed' && (
        <Problem title={intl.formatMessage({ id: 'rules.failed' })} code={problem}>
          <Button colorPalette="brand" onClick={() => page.send({ type: 'rules.retry' })}>
            <FormattedMessage id="rules.retry" />
          </Button>
          <Button variant="outline" onClick={() => page.send({ type: 'rules.edit' })}>
            <FormattedMessage id="rules.keepEditing" />
          </Button>
        </Problem>
      )}
      {screen === 'conflict' && <ConflictScreen page={page} />}
      {screen === 'version' && <VersionScreen page={page} />}
      {overview && screen !== 'version' && <VersionHistory history={overview.history} onOpen={mayOpen ? (version) => page.send({ type: 'version.open', version }) : null} />}
    </Stack>
  );
}

function EditingScreen({ page }: { page: PageRef }) {
  const form = useSelector(page, selectRulesForm);
  return form ? <RulesForm form={form} /> : null;
}

function SavingScreen({ page }: { page: PageRef }) {
  const intl = useIntl();
  const draft = useSelector(page, selectDraft);
  return (
    <Stack gap="4">
      <Waiting id="rules.saving" />
      {draft && <RuleValuesView title={intl.formatMessage({ id: 'rules.conflict.yours' })} values={draft} />}
    </Stack>
  );
}

function SavedScreen({ page }: { page: PageRef }) {
  const intl = useIntl();
  const saved = useSelector(page, selectSaved);
  return (
    <Stack gap="3">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{saved && <FormattedMessage id="rules.saved" values={{ version: saved.version, from: formatCalendarDay(intl, saved.effectiveFrom) }} />}</Alert.Title>
      </Alert.Root>
      <Button colorPalette="brand" alignSelf="flex-start" onClick={() => page.send({ type: 'rules.edit' })}>
        <FormattedMessage id="rules.edit" />
      </Button>
    </Stack>
  );
}

function ConflictScreen({ page }: { page: PageRef }) {
  const intl = useIntl();
  const shown = useSelector(page, selectTheirsShown);
  const overview = useSelector(page, selectOverview);
  const draft = useSelector(page, selectDraft);
  if (!shown || !overview) return <Waiting id="rules.conflict.reloading" />;
  const theirs = overview.current;
  return (
    <Stack gap="4">
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="rules.conflict" values={{ version: theirs.version }} />
        </Alert.Title>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <RuleValuesView title={intl.formatMessage({ id: 'rules.conflict.theirs' }, { version: theirs.version })} values={{ ...formValuesOf(theirs.values, decimalSeparator(intl)), note: theirs.note }} />
        {draft && <RuleValuesView title={intl.formatMessage({ id: 'rules.conflict.yours' })} values={draft} />}
      </SimpleGrid>
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="brand" onClick={() => page.send({ type: 'conflict.reapply' })}>
          <FormattedMessage id="rules.conflict.reapply" values={{ version: theirs.version }} />
        </Button>
        <Button variant="outline" onClick={() => page.send({ type: 'conflict.takeTheirs' })}>
          <FormattedMessage id="rules.conflict.takeTheirs" />
        </Button>
      </Flex>
    </Stack>
  );
}

function VersionScreen({ page }: { page: PageRef }) {
  const intl = useIntl();
  const opened = useSelector(page, selectOpened);
  const failed = useSelector(page, selectVersionFailed);
  const problem = useSelector(page, selectProblem);
  const close = (
    <Button variant="outline" alignSelf="flex-start" onClick={() => page.send({ type: 'version.close' })}>
      <FormattedMessage id="rules.version.close" />
    </Button>
  );
  if (failed) return <Problem title={intl.formatMessage({ id: 'rules.version.failed' })} code={problem}>{close}</Problem>;
  if (!opened) return <Waiting id="rules.version.loading" />;
  return (
    <Stack gap="4">
      <RuleValuesView title={intl.formatMessage({ id: 'rules.version.title' }, { version: opened.version })} values={{ ...formValuesOf(opened.values, decimalSeparator(intl)), note: opened.note }} />
      {close}
    </Stack>
  );
}
