/**
 * The opening dialog: sellers get the module back at once, and its reason and expected reopening
 * are cleared. "Abrir" confirms; while the opening is sent nothing else can be pressed. The kit's
 * action dialog, driven by the switches' chart.
 */
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import type { moduleSwitchesMachine } from '../machines/moduleSwitches.machine.ts';
import { selectIsOpeningDialogOpen, selectIsSwitching, selectSwitchProblem, selectTarget } from '../machines/moduleSwitches.selectors.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

export function OpeningDialog({ switches }: { switches: ActorRefFrom<typeof moduleSwitchesMachine> }) {
  const intl = useIntl();
  const open = useSelector(switches, selectIsOpeningDialogOpen);
  const sending = useSelector(switches, selectIsSwitching);
  const problem = useSelector(switches, selectSwitchProblem);
  const target = useSelector(switches, selectTarget);
  const module = target?.module ?? '';
  return (
    <ActionDialog
      open={open}
      sending={sending}
      onClose={() => switches.send({ type: 'switch.cancel' })}
      onConfirm={() => switches.send({ type: 'switch.confirm' })}
      title={<FormattedMessage id="moduleSwitches.opening.title" values={{ module }} />}
      description={<FormattedMessage id="moduleSwitches.opening.consequences" values={{ module }} />}
      problem={problem ? { title: <FormattedMessage id="moduleSwitches.opening.failed" />, text: intl.formatMessage({ id: problemMessageId(intl, 'moduleSwitches', problem) }) } : null}
      backLabel={<FormattedMessage id="moduleSwitches.cancel" />}
      confirmLabel={<FormattedMessage id="moduleSwitches.opening.submit" />}
    />
  );
}
