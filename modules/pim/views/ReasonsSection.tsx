/**
 * Configuración PIM > Motivos de rechazo: a projection of the reasons' chart. People read each
 * reason's text (its code is what a decision records, typed only when a reason is added); each row
 * offers the actions the chart allows it, and the dialogs ask for the action under way.
 */
import { useRef } from 'react';
import { Badge, Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { problemText } from '../../../src/views/kit/problemText.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import type { RejectionReason } from '../machines/catalog.types.ts';
import type { ReasonAction, rejectionReasonsMachine } from '../machines/rejectionReasons.machine.ts';
import { reasonFormSelectors, type ReasonValues } from '../machines/recordForms.ts';
import { dialogOf, sameNotice, selectActing, selectConfirmSending, selectLoadProblem, selectNotice, selectRecords, selectRecordsScreen } from '../machines/recordEditor.selectors.ts';
import { Notice, Problem, RetryButton, TextField, Waiting } from './parts.tsx';
import { useRecordForm } from './useRecordForm.ts';

type ReasonsRef = ReturnType<typeof useActorRef<typeof rejectionReasonsMachine>>;

const ACTIONS = { add: 'form', edit: 'form', retire: 'confirm', reactivate: 'confirm', moveUp: 'direct', moveDown: 'direct' } as const satisfies Record<ReasonAction, string>;
const ROW_ACTIONS: readonly ReasonAction[] = ['edit', 'moveUp', 'moveDown', 'retire', 'reactivate'];
const selectDialog = dialogOf(ACTIONS);

const selectOffered = (snapshot: ReturnType<ReasonsRef['getSnapshot']>): string =>
  snapshot.matches('shown')
    ? (snapshot.context.records ?? []).map((record) => ROW_ACTIONS.filter((action) => snapshot.can({ type: 'record.start', action, record })).join(',')).join(';')
    : '';

export function ReasonsSection({ logic, host }: { logic: typeof rejectionReasonsMachine; host: Pick<ModuleHost, 'inspect'> }) {
  const intl = useIntl();
  const reasons = useActorRef(logic, { input: {}, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(reasons, selectRecordsScreen);
  const records = useSelector(reasons, selectRecords<RejectionReason>);
  const loadProblem = useSelector(reasons, selectLoadProblem);
  const offered = useSelector(reasons, selectOffered).split(';');
  const mayAdd = useSelector(reasons, (snapshot) => snapshot.can({ type: 'record.start', action: 'add', record: null }));
  const acting = useSelector(reasons, selectActing<RejectionReason, ReasonAction>);
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          <FormattedMessage id="pim.reasons.title" />
        </Heading>
        {screen === 'shown' && (
          <Button colorPalette="brand" disabled={!mayAdd} onClick={() => reasons.send({ type: 'record.start', action: 'add', record: null })}>
            <FormattedMessage id="pim.reasons.add" />
          </Button>
        )}
      </Flex>
      <Text color="fg.muted">
        <FormattedMessage id="pim.reasons.intro" />
      </Text>
      <ReasonsNotice reasons={reasons} />
      {screen === 'loading' && <Waiting id="pim.reasons.loading" />}
      {screen === 'failed' && (
        <Problem titleId="pim.reasons.failed" code={loadProblem}>
          <RetryButton onClick={() => reasons.send({ type: 'records.retry' })} />
        </Problem>
      )}
      {screen === 'shown' && (
        <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="2" aria-label={intl.formatMessage({ id: 'pim.reasons.list' })}>
          {records.map((reason, index) => {
            const actions = (offered[index] ?? '').split(',');
            const busy = acting?.record?.code === reason.code ? acting.action : null;
            return (
              <Box as="li" key={reason.code} borderWidth="1px" borderRadius="md" padding="3">
                <Flex justify="space-between" gap="2" direction={{ base: 'column', md: 'row' }}>
                  <Box>
                    <Text>{reason.text}</Text>
                    {!reason.active && (
                      <Badge colorPalette="gray" variant="subtle">
                        <FormattedMessage id="pim.retired" />
                      </Badge>
                    )}
                  </Box>
                  <Flex gap="1" wrap="wrap" flexShrink={0} align="flex-start">
                    {ROW_ACTIONS.filter((action) => actions.includes(action) || busy === action).map((action) => (
                      <Button
                        key={action}
                        size="xs"
                        variant="outline"
                        loading={busy === action}
                        aria-label={intl.formatMessage({ id: `pim.reasons.${action}.named` }, { position: index + 1 })}
                        onClick={() => reasons.send({ type: 'record.start', action, record: reason })}
                      >
                        <FormattedMessage id={action === 'edit' ? 'pim.edit' : `pim.${action}`} />
                      </Button>
                    ))}
                  </Flex>
                </Flex>
              </Box>
            );
          })}
        </chakra.ol>
      )}
      <ReasonDialog reasons={reasons} />
      <ConfirmDialog reasons={reasons} />
    </Stack>
  );
}

function ReasonsNotice({ reasons }: { reasons: ReasonsRef }) {
  const intl = useIntl();
  const notice = useSelector(reasons, selectNotice<RejectionReason, ReasonAction>, sameNotice);
  if (notice === null) return null;
  if (notice.kind === 'conflict') {
    return (
      <Notice status="warning">
        <FormattedMessage id={notice.reloading ? 'pim.conflict.reloading' : 'pim.conflict.shown'} />
      </Notice>
    );
  }
  if (notice.kind === 'refused') {
    return (
      <Notice status="error">
        <FormattedMessage id="pim.refused" /> {problemText(intl, 'pim', notice.code)}
      </Notice>
    );
  }
  return (
    <Notice status="success">
      <FormattedMessage id={`pim.reasons.done.${notice.action}`} />
    </Notice>
  );
}

const EMPTY_REASON: ReasonValues = { text: '', code: '' };

function ReasonDialog({ reasons }: { reasons: ReasonsRef }) {
  const intl = useIntl();
  const dialog = useSelector(reasons, selectDialog<RejectionReason>);
  const textRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const form = useRecordForm(reasons, reasonFormSelectors, EMPTY_REASON, { text: textRef, code: codeRef });
  const action = dialog && (dialog.action === 'add' || dialog.action === 'edit') ? dialog.action : null;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ActionDialog
      open={action !== null}
      sending={form.sending}
      onClose={() => reasons.send({ type: 'record.close' })}
      onConfirm={form.submit}
      title={t(`pim.reasons.${action ?? 'add'}.title`)}
      problem={form.problem ? { text: problemText(intl, 'pim', form.problem) } : null}
      confirmLabel={t(action === 'edit' ? 'pim.save' : 'pim.add')}
      formId="pim-reason-form"
    >
      <Stack gap="4">
        <TextField label={t('pim.field.reasonText')} inputRef={textRef} maxLength={200} disabled={form.sending} value={form.values.text} error={form.errors.text} hint={t('pim.field.reasonText.hint')} onChange={(value) => form.change('text', value)} onBlur={() => form.blur('text')} />
        {action === 'add' && (
          <TextField label={t('pim.field.reasonCode')} inputRef={codeRef} maxLength={40} disabled={form.sending} value={form.values.code} error={form.errors.code} hint={t('pim.field.snakeCode.hint')} onChange={(value) => form.change('code', value)} onBlur={() => form.blur('code')} />
        )}
      </Stack>
    </ActionDialog>
  );
}

function ConfirmDialog({ reasons }: { reasons: ReasonsRef }) {
  const intl = useIntl();
  const dialog = useSelector(reasons, selectDialog<RejectionReason>);
  const sending = useSelector(reasons, selectConfirmSending);
  const action = dialog && (dialog.action === 'retire' || dialog.action === 'reactivate') ? dialog.action : null;
  return (
    <ActionDialog
      open={action !== null}
      sending={sending}
      onClose={() => reasons.send({ type: 'record.close' })}
      onConfirm={() => reasons.send({ type: 'record.confirm' })}
      title={intl.formatMessage({ id: `pim.reasons.${action ?? 'retire'}.title` })}
      description={dialog?.record?.text ?? ''}
      confirmLabel={intl.formatMessage({ id: action === 'reactivate' ? 'pim.reactivate' : 'pim.retire' })}
      confirmPalette={action === 'reactivate' ? 'brand' : 'red'}
    />
  );
}
