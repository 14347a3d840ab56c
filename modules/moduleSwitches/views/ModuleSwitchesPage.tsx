/**
 * Configuración > Módulos: every module of the portal with its switch (open or closed), the reason
 * and expected reopening sellers read on its curtain, and its last change, with "Cerrar", "Abrir"
 * and "Historial" per module. The switches' own module reads "Siempre abierto": no admin can lock
 * everyone out of this screen. A projection of the switches' chart; every press is an event to it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Alert, Badge, Box, Button, chakra, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { reopeningHasPassed, SWITCHES_MODULE_KEY } from '../../../shared/moduleSwitches/rules.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ListStatusLine } from '../../../src/views/kit/ListResults.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import type { moduleSwitchesMachine } from '../machines/moduleSwitches.machine.ts';
import {
  selectCanClose,
  selectCanOpen,
  selectCanShowHistory,
  selectListProblem,
  selectListState,
  selectModules,
  selectReport,
  selectTarget,
} from '../machines/moduleSwitches.selectors.ts';
import type { ModuleSwitch } from '../machines/moduleSwitches.types.ts';
import { ClosingDialog } from './ClosingDialog.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
import { HistoryDialog } from './HistoryDialog.tsx';
import { OpeningDialog } from './OpeningDialog.tsx';

type SwitchesRef = ActorRefFrom<typeof moduleSwitchesMachine>;

const COLUMNS = ['module', 'state', 'reason', 'reopening', 'lastChange', 'actions'] as const;
const cell = { paddingX: '3', paddingY: '2', borderBottomWidth: '1px', textAlign: 'start', verticalAlign: 'top' } as const;

export interface ModuleSwitchesPageProps {
  logic: typeof moduleSwitchesMachine;
  host: Pick<ModuleHost, 'inspect'>;
}

export function ModuleSwitchesPage({ logic, host }: ModuleSwitchesPageProps) {
  const switches = useActorRef(logic, host.inspect ? { inspect: host.inspect } : {});
  const state = useSelector(switches, selectListState);
  const problem = useSelector(switches, selectListProblem);
  const modules = useSelector(switches, selectModules);
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="moduleSwitches.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="moduleSwitches.intro" />
        </Text>
      </Stack>
      <SwitchReport switches={switches} />
      <Stack gap="4" aria-busy={state === 'loading'}>
        <ListStatusLine loading={state === 'loading' ? 'moduleSwitches.loading' : null} refreshing={null} />
        {state === 'failed' && problem && <LoadFailure titleId="moduleSwitches.failed" problem={problem} onRetry={() => switches.send({ type: 'switches.retry' })} />}
        {state === 'shown' && <SwitchesTable switches={switches} modules={modules} />}
      </Stack>
      <ClosingDialog switches={switches} />
      <OpeningDialog switches={switches} />
      <HistoryDialog switches={switches} />
    </Stack>
  );
}

/** The id of a module's "Cerrar" or "Abrir" button, where the focus lands after its switch. */
const switchButtonId = (key: string) => `module-switch-${key}`;

/**
 * What the page says after a switch: done, done but the list is behind, or refused. The "done" text
 * lands in a live region that is always there, so screen readers announce it; the others are alerts.
 * Once the report is on screen, the focus goes to the switched module's own button (now "Abrir" after
 * a closing, "Cerrar" after an opening), or to the report when the row offers none: the dialog that
 * had it is gone, and the person carries on from the row they acted on.
 */
function SwitchReport({ switches }: { switches: SwitchesRef }) {
  const report = useSelector(switches, selectReport);
  const target = useSelector(switches, selectTarget);
  const module = target?.module ?? '';
  const key = target?.key_module ?? '';
  const kind = report?.kind ?? null;
  const reportRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (kind === null) return;
    (document.getElementById(switchButtonId(key)) ?? reportRef.current)?.focus();
  }, [kind, key]);
  return (
    <Box ref={reportRef} tabIndex={-1} outline="none">
      <Box role="status">
        {report?.kind === 'switched' && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage id={target?.active ? 'moduleSwitches.report.opened' : 'moduleSwitches.report.closed'} values={{ module }} />
            </Alert.Title>
          </Alert.Root>
        )}
      </Box>
      {report !== null && report.kind !== 'switched' && <ProblemReport kind={report.kind} problem={report.problem} module={module} />}
    </Box>
  );
}

/** A switch stored while the list stayed behind (a warning), or refused (an error), with why. */
function ProblemReport({ kind, problem, module }: { kind: 'stale' | 'refused'; problem: string | null; module: string }) {
  const intl = useIntl();
  return (
    <Alert.Root status={kind === 'stale' ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id={`moduleSwitches.report.${kind}`} values={{ module }} />
        </Alert.Title>
        {problem && <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'moduleSwitches', problem) })}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

function SwitchesTable({ switches, modules }: { switches: SwitchesRef; modules: readonly ModuleSwitch[] }) {
  const intl = useIntl();
  return (
    // Positioned, so the visually hidden caption (absolutely placed) stays inside the scroll box
    // instead of widening the page on a phone.
    <chakra.div overflowX="auto" position="relative" borderWidth="1px" rounded="md">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>{intl.formatMessage({ id: 'moduleSwitches.caption' })}</VisuallyHidden>
        </caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {COLUMNS.map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="semibold" whiteSpace="nowrap">
                {intl.formatMessage({ id: `moduleSwitches.column.${column}` })}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {/* In the order a reader looks for them: by the name shown, not by the internal key. */}
          {[...modules]
            .sort((a, b) => a.module.localeCompare(b.module, intl.locale))
            .map((module) => (
              <SwitchRow key={module.key_module} switches={switches} module={module} />
            ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}

function SwitchRow({ switches, module }: { switches: SwitchesRef; module: ModuleSwitch }) {
  const intl = useIntl();
  const format = useFormats();
  const key = module.key_module;
  const mayClose = useSelector(switches, useMemo(() => selectCanClose(key), [key]));
  const mayOpen = useSelector(switches, useMemo(() => selectCanOpen(key), [key]));
  const mayShowHistory = useSelector(switches, useMemo(() => selectCanShowHistory(key), [key]));
  const name = module.module;
  const change = module.last_change;
  const who = change?.changed_by?.name ?? intl.formatMessage({ id: 'moduleSwitches.change.unknownAdmin' });
  return (
    <tr>
      <chakra.th scope="row" {...cell}>
        <Text fontWeight="semibold">{name}</Text>
        {!module.released && (
          <Text color="fg.muted" fontSize="xs">
            <FormattedMessage id="moduleSwitches.unreleased" />
          </Text>
        )}
      </chakra.th>
      <chakra.td {...cell}>
        <Badge colorPalette={module.active ? 'green' : 'red'}>
          <FormattedMessage id={module.active ? 'moduleSwitches.state.open' : 'moduleSwitches.state.closed'} />
        </Badge>
      </chakra.td>
      <chakra.td {...cell} maxWidth="18rem">
        {module.reason ?? '—'}
      </chakra.td>
      <chakra.td {...cell}>
        {module.active ? (
          '—'
        ) : module.expected_reopening === null ? (
          <FormattedMessage id="moduleSwitches.reopening.none" />
        ) : (
          <Stack gap="0">
            <Text>{format.dateTime(module.expected_reopening)}</Text>
            {reopeningHasPassed(module.expected_reopening, new Date()) && (
              <Text color="fg.warning" fontSize="xs">
                <FormattedMessage id="moduleSwitches.reopening.passed" />
              </Text>
            )}
          </Stack>
        )}
      </chakra.td>
      <chakra.td {...cell}>
        {change === null ? (
          <FormattedMessage id="moduleSwitches.change.never" />
        ) : (
          <FormattedMessage id={change.active ? 'moduleSwitches.change.opened' : 'moduleSwitches.change.closed'} values={{ who, at: format.dateTime(change.changed_at) }} />
        )}
      </chakra.td>
      <chakra.td {...cell}>
        <HStack gap="2">
          {mayClose && (
            <Button id={switchButtonId(key)} size="xs" colorPalette="red" variant="outline" aria-label={intl.formatMessage({ id: 'moduleSwitches.close.label' }, { module: name })} onClick={() => switches.send({ type: 'switch.close', key, now: new Date().toISOString() })}>
              <FormattedMessage id="moduleSwitches.close" />
            </Button>
          )}
          {mayOpen && (
            <Button id={switchButtonId(key)} size="xs" colorPalette="brand" variant="outline" aria-label={intl.formatMessage({ id: 'moduleSwitches.open.label' }, { module: name })} onClick={() => switches.send({ type: 'switch.open', key })}>
              <FormattedMessage id="moduleSwitches.open" />
            </Button>
          )}
          {key === SWITCHES_MODULE_KEY && (
            <Text color="fg.muted" fontSize="xs">
              <FormattedMessage id="moduleSwitches.alwaysOpen" />
            </Text>
          )}
          <Button size="xs" variant="ghost" disabled={!mayShowHistory} aria-label={intl.formatMessage({ id: 'moduleSwitches.history.label' }, { module: name })} onClick={() => switches.send({ type: 'history.show', key })}>
            <FormattedMessage id="moduleSwitches.history" />
          </Button>
        </HStack>
      </chakra.td>
    </tr>
  );
}
