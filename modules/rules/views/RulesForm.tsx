/** The rules in force as the portal's one form pattern: each field's translated error under it. */
import { useRef, type RefObject } from 'react';
import { Button, Field, Fieldset, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFocusOnInvalid, useFormField, useFormSubmit } from '../../../src/views/form/useForm.ts';
import type { RuleField } from '../../../shared/rules/ruleSet.ts';
import { BENEFITS_MAX_LENGTH, NOTE_MAX_LENGTH } from '../../../shared/rules/ruleSet.ts';
import { LADDER_LEVELS } from '../../../shared/reputationLadder.ts';
import { RULES_FIELDS, rulesFormSelectors } from '../machines/rulesForm.ts';
import type { RulesFormRef } from '../machines/rulesPage.selectors.ts';

type Refs = Record<RuleField, RefObject<HTMLInputElement & HTMLTextAreaElement>>;

function RuleInput({ form, field, inputRef, kind }: { form: RulesFormRef; field: RuleField; inputRef: Refs[RuleField]; kind: 'number' | 'text' | 'long' }) {
  const intl = useIntl();
  const bound = useFormField(form, rulesFormSelectors, field);
  return (
    <Field.Root invalid={bound.error !== undefined} required>
      <Field.Label>
        <FormattedMessage id={`rules.field.${field}`} />
      </Field.Label>
      {kind === 'long' ? (
        <Textarea
          ref={inputRef}
          value={bound.value}
          rows={2}
          maxLength={field === 'note' ? NOTE_MAX_LENGTH : BENEFITS_MAX_LENGTH}
          onChange={(event) => bound.onChange(event.currentTarget.value)}
          onBlur={bound.onBlur}
        />
      ) : (
        <Input
          ref={inputRef}
          value={bound.value}
          inputMode={kind === 'number' ? 'decimal' : 'text'}
          onChange={(event) => bound.onChange(event.currentTarget.value)}
          onBlur={bound.onBlur}
        />
      )}
      {bound.error && <Field.ErrorText>{intl.formatMessage({ id: bound.error })}</Field.ErrorText>}
    </Field.Root>
  );
}

export function RulesForm({ form }: { form: RulesFormRef }) {
  const intl = useIntl();
  const { onSubmit } = useFormSubmit(form, rulesFormSelectors);
  // One ref per field, made once: the focus goes to the first wrong field on a refused press.
  const refs = useRef(Object.fromEntries(RULES_FIELDS.map((field) => [field, { current: null }])) as unknown as Refs).current;
  useFocusOnInvalid(form, refs);
  const input = (field: RuleField, kind: 'number' | 'text' | 'long') => <RuleInput key={field} form={form} field={field} inputRef={refs[field]} kind={kind} />;
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="6">
        <Fieldset.Root>
          <Fieldset.Legend>{intl.formatMessage({ id: 'rules.section.thresholds' })}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {input('minOnTimeDeliveriesPercent', 'number')}
            {input('maxClaimsPercent', 'number')}
            {input('maxCancellationsPercent', 'number')}
            {input('minShippedOrders', 'number')}
          </SimpleGrid>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend>{intl.formatMessage({ id: 'rules.section.benefits' })}</Fieldset.Legend>
          <Stack gap="4">{LADDER_LEVELS.map((level) => input(`benefits.${level}`, 'long'))}</Stack>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend>{intl.formatMessage({ id: 'rules.section.conference' })}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {input('conferenceCutoffDay', 'text')}
            {input('conferenceCutoffTime', 'text')}
          </SimpleGrid>
        </Fieldset.Root>
        {input('note', 'long')}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          <FormattedMessage id="rules.save" />
        </Button>
      </Stack>
    </form>
  );
}
