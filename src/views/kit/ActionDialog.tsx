/**
 * The one action dialog of the modules' detail pages: a title, what the action does, the module's
 * fields (a reason, a select) when it asks for any, why the last send was refused (translated by the
 * page), and "Volver" and the action's button. It is controlled by the page's chart: open while the
 * chart asks or sends, disabled while it sends (with what was typed still shown), and closed with
 * `onClose` (Escape, a click outside, "Volver"), except while it sends.
 *
 * Centred and sized to its content; full screen only at phone width. Chakra's responsive size is
 * given with exact breakpoints, as a `base` value would leak the full-screen size into desktops.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DetailDialogView } from './DialogForm.ts';
import { problemText } from './problemText.ts';

export interface ActionDialogProps {
  open: boolean;
  /** What was sent is being applied: every control is disabled and the button shows it is busy. */
  sending: boolean;
  onClose: () => void;
  /** The action's button (a form's submit: it sends the form, which checks its own rules). */
  onConfirm: () => void;
  title: ReactNode;
  /** What the action does, read before anything is chosen. */
  description?: ReactNode;
  /** The fields the action asks for, if any (drawn by the module from its form's chart). */
  children?: ReactNode;
  /** Why the last send was refused, already translated; shown above the fields. */
  problem?: { title?: ReactNode; text: ReactNode } | null;
  confirmLabel: ReactNode;
  /** What the button says while it sends (its label by default). */
  sendingLabel?: ReactNode;
  /** The button that closes the dialog ("Volver" by default). */
  backLabel?: ReactNode;
  /** The button's colour: red for what cannot be undone. */
  confirmPalette?: 'red' | 'green' | 'blue' | 'gray' | 'brand';
  /** False while the form may not be sent (the button is disabled, not hidden). Always true for a plain confirmation. */
  canConfirm?: boolean;
  /** A plain confirmation is an alertdialog; a dialog with fields is a dialog. */
  role?: 'dialog' | 'alertdialog';
  /** Where the focus goes when the dialog closes. */
  finalFocus?: () => HTMLElement | null;
  /** The form's id, for a dialog with fields. */
  formId?: string;
}

export function ActionDialog(props: ActionDialogProps) {
  const { open, sending, onClose, onConfirm, title, description, children, problem, confirmLabel, confirmPalette = 'brand', canConfirm = true } = props;
  const withFields = children !== undefined;
  const body = (
    <>
      <Dialog.Body>
        <Stack gap="5">
          {description !== undefined && <Dialog.Description>{description}</Dialog.Description>}
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                {problem.title !== undefined && <Alert.Title>{problem.title}</Alert.Title>}
                <Alert.Description>{problem.text}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {children}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" disabled={sending} onClick={onClose}>
          {props.backLabel ?? <FormattedMessage id="kit.dialog.back" />}
        </Button>
        <Button
          type={withFields ? 'submit' : 'button'}
          colorPalette={confirmPalette}
          // The recipe's hover lightens the solid colour (red falls to 4.3:1 under white text, and the
          // pointer is still over the button after a refused press): a darker shade keeps 4.5:1.
          _hover={{ bg: `${confirmPalette}.700` }}
          disabled={!canConfirm}
          loading={sending}
          loadingText={props.sendingLabel ?? confirmLabel}
          onClick={withFields ? undefined : onConfirm}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      closeOnEscape={!sending}
      closeOnInteractOutside={!sending}
      role={props.role ?? (withFields ? 'dialog' : 'alertdialog')}
      placement="center"
      size={{ base: 'full', md: 'md' }}
      lazyMount
      unmountOnExit
      {...(props.finalFocus ? { finalFocusEl: props.finalFocus } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {withFields ? (
              <form
                id={props.formId}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!sending) onConfirm();
                }}
              >
                {body}
              </form>
            ) : (
              body
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface DetailActionDialogProps<TValues> extends Omit<ActionDialogProps, 'open' | 'sending' | 'onClose' | 'onConfirm' | 'problem'> {
  /** The dialog as its detail chart holds it (`useDetailDialog`). */
  dialog: DetailDialogView<TValues>;
  /** The module's catalogue prefix, which translates a refusal's code. */
  module: string;
  /** The catalogue key of the refusal's title ("No pudimos cancelar la orden."). */
  failedTitleId: string;
}

/** The action dialog of a detail chart's form: open, sending, closed and refused as the chart says. */
export function DetailActionDialog<TValues>({ dialog, module, failedTitleId, ...props }: DetailActionDialogProps<TValues>) {
  const intl = useIntl();
  return (
    <ActionDialog
      {...props}
      open={dialog.open}
      sending={dialog.form.sending}
      onClose={dialog.close}
      onConfirm={dialog.form.submit}
      problem={dialog.problem ? { title: <FormattedMessage id={failedTitleId} />, text: problemText(intl, module, dialog.problem) } : null}
    />
  );
}
