/**
 * A dialog's form in a record editor: the running form the chart spawned (its child `recordForm`),
 * bound for the dialog's fields with the kit's hook, plus whether it is being sent and why its last
 * send was refused. Once the form ends the dialog closes, so there is no draft to show meanwhile.
 */
import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import type { FieldOf } from '../../../machines/form/form.machine.ts';
import type { FormSelectors, FormSnapshot } from '../../../machines/form/form.selectors.ts';
import { useDialogForm } from '../../../src/views/kit/DialogForm.ts';
import { selectRecordForm, type RecordEditorSnapshot } from '../machines/recordEditor.selectors.ts';

// Any record editor: the hook only reads its child form.
type EditorRef = ActorRef<Snapshot<unknown> & RecordEditorSnapshot<unknown, string>, never>;

/**
 * `actions`: the actions whose dialog this form is, for a page with forms of more than one kind (a
 * category's name and its commission): the other dialog's running form holds other values, which
 * this form's rules cannot read.
 */
export function useRecordForm<TValues, TFacts>(
  editor: EditorRef,
  selectors: FormSelectors<TValues, TFacts>,
  empty: TValues,
  inputs: Partial<Record<FieldOf<TValues>, RefObject<HTMLElement | null>>>,
  actions?: readonly string[],
) {
  const form = useSelector(editor, (snapshot) =>
    actions === undefined || actions.includes(snapshot.context.action ?? '') ? selectRecordForm<TValues, TFacts>(snapshot) : undefined,
  );
  const view = useDialogForm(form, selectors, null, empty, inputs);
  const sending = useSelector(form, (snapshot?: FormSnapshot<TValues, TFacts>) => snapshot?.matches('submitting') ?? false);
  const problem = useSelector(form, (snapshot?: FormSnapshot<TValues, TFacts>) => (snapshot ? selectors.problem(snapshot) : null));
  const facts = useSelector(form, (snapshot?: FormSnapshot<TValues, TFacts>) => snapshot?.context.facts);
  return { ...view, sending, problem, facts };
}
