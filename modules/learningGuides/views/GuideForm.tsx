/** A guide as the portal's one form pattern: each field's translated error under it, the questions in order with their moves. */
import { useMemo, type RefObject } from 'react';
import { Button, Field, Fieldset, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { useFocusOnInvalid, useFormField, useFormSubmit } from '../../../src/views/form/useForm.ts';
import { GUIDE_CONTENT_MAX, GUIDE_TITLE_MAX, QUESTION_CONTENT_MAX, QUESTION_TITLE_MAX, QUESTION_VALUE_MAX, QUESTIONS_MAX } from '../../../shared/learningGuides/guideRules.ts';
import { guideFields, guideFormSelectors, questionField, type guideFormMachine, type QuestionPart } from '../machines/guideForm.ts';
import type { guideEditorMachine } from '../machines/guideEditor.machine.ts';

type FormRef = ActorRefFrom<typeof guideFormMachine>;
type EditorRef = ActorRefFrom<typeof guideEditorMachine>;
type Refs = Record<string, RefObject<HTMLInputElement & HTMLTextAreaElement>>;

/** Generous caps on typing; the real limits are the shared rules, said under the field. */
const TYPING_ROOM = 100;

function GuideInput({ form, field, label, inputRef, max, long, hint }: { form: FormRef; field: string; label: string; inputRef: Refs[string]; max: number; long: boolean; hint?: string }) {
  const intl = useIntl();
  const bound = useFormField(form, guideFormSelectors, field);
  return (
    <Field.Root invalid={bound.error !== undefined} required>
      <Field.Label>{label}</Field.Label>
      {long ? (
        <Textarea ref={inputRef} value={bound.value} rows={5} maxLength={max + TYPING_ROOM} onChange={(event) => bound.onChange(event.currentTarget.value)} onBlur={bound.onBlur} />
      ) : (
        <Input ref={inputRef} value={bound.value} maxLength={max + TYPING_ROOM} onChange={(event) => bound.onChange(event.currentTarget.value)} onBlur={bound.onBlur} />
      )}
      {hint && !bound.error && <Field.HelperText>{hint}</Field.HelperText>}
      {bound.error && <Field.ErrorText>{intl.formatMessage({ id: bound.error })}</Field.ErrorText>}
    </Field.Root>
  );
}

const PART_LIMITS: Record<QuestionPart, { max: number; long: boolean }> = {
  title: { max: QUESTION_TITLE_MAX, long: false },
  value: { max: QUESTION_VALUE_MAX, long: false },
  content: { max: QUESTION_CONTENT_MAX, long: true },
};

export function GuideForm({ form, editor, questionCount }: { form: FormRef; editor: EditorRef; questionCount: number }) {
  const intl = useIntl();
  const { onSubmit } = useFormSubmit(form, guideFormSelectors);
  // One ref per field of this form (a new list of questions is a new form): the focus goes to the first wrong field on a refused press.
  const refs = useMemo(
    () => Object.fromEntries(guideFields({ questionIds: Array.from({ length: questionCount }, () => null) }).map((field) => [field, { current: null }])) as unknown as Refs,
    [questionCount],
  );
  useFocusOnInvalid(form, refs);
  const hint = intl.formatMessage({ id: 'learningGuides.editor.markdownHint' });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="6">
        <GuideInput form={form} field="title" label={intl.formatMessage({ id: 'learningGuides.field.title' })} inputRef={refs.title!} max={GUIDE_TITLE_MAX} long={false} />
        <GuideInput form={form} field="content" label={intl.formatMessage({ id: 'learningGuides.field.content' })} inputRef={refs.content!} max={GUIDE_CONTENT_MAX} long hint={hint} />
        {Array.from({ length: questionCount }, (_, index) => {
          const number = index + 1;
          return (
            <Fieldset.Root key={index} borderWidth="1px" borderRadius="md" padding="4">
              <Fieldset.Legend fontWeight="semibold">{intl.formatMessage({ id: 'learningGuides.question.legend' }, { number, count: questionCount })}</Fieldset.Legend>
              <Stack gap="4">
                {(['title', 'value', 'content'] as const).map((part) => (
                  <GuideInput
                    key={part}
                    form={form}
                    field={questionField(index, part)}
                    label={intl.formatMessage({ id: `learningGuides.field.question.${part}` }, { number })}
                    inputRef={refs[questionField(index, part)]!}
                    max={PART_LIMITS[part].max}
                    long={PART_LIMITS[part].long}
                    {...(part === 'content' ? { hint } : {})}
                  />
                ))}
                <Flex gap="2" wrap="wrap">
                  <Button size="sm" variant="outline" disabled={index === 0} onClick={() => editor.send({ type: 'question.move', index, to: index - 1 })}>
                    <FormattedMessage id="learningGuides.question.up" values={{ number }} />
                  </Button>
                  <Button size="sm" variant="outline" disabled={index === questionCount - 1} onClick={() => editor.send({ type: 'question.move', index, to: index + 1 })}>
                    <FormattedMessage id="learningGuides.question.down" values={{ number }} />
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" disabled={questionCount === 1} onClick={() => editor.send({ type: 'question.remove', index })}>
                    <FormattedMessage id="learningGuides.question.remove" values={{ number }} />
                  </Button>
                </Flex>
              </Stack>
            </Fieldset.Root>
          );
        })}
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="learningGuides.question.removeNote" />
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" disabled={questionCount >= QUESTIONS_MAX} onClick={() => editor.send({ type: 'question.add' })}>
            <FormattedMessage id="learningGuides.question.add" />
          </Button>
          <Button type="submit" colorPalette="brand">
            <FormattedMessage id="learningGuides.save" />
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
