/**
 * The parts of a list's filters bar every module draws the same way: the search box (its text sent
 * on every key; the list's chart applies it once the typing stops) and a choice of any number of
 * statuses (none chosen: all of them). The chart owns the values; these only send its events.
 */
import { Checkbox, Field, Fieldset, Flex, Input } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface SearchFieldProps {
  /** Catalog ids of the field's label and, where it has one, its example. */
  label: string;
  placeholder?: string;
  text: string;
  maxLength: number;
  onType: (text: string) => void;
  /** Its place in the bar (a share of the row, a width). */
  layout?: Pick<Field.RootProps, 'flex' | 'maxWidth'>;
}

export function SearchField({ label, placeholder, text, maxLength, onType, layout }: SearchFieldProps) {
  const intl = useIntl();
  return (
    <Field.Root {...layout}>
      <Field.Label>
        <FormattedMessage id={label} />
      </Field.Label>
      <Input
        type="search"
        value={text}
        maxLength={maxLength}
        {...(placeholder ? { placeholder: intl.formatMessage({ id: placeholder }) } : {})}
        onChange={(event) => onType(event.currentTarget.value)}
      />
    </Field.Root>
  );
}

export interface ChoiceFilterProps<TOption extends string> {
  /** Catalog ids of the group's legend and of each option's label. */
  legend: string;
  optionLabel: (option: TOption) => string;
  options: readonly TOption[];
  chosen: readonly TOption[];
  onChange: (chosen: TOption[]) => void;
}

/** Any number of the options; with fewer than two there is nothing to choose, so nothing shows. */
export function ChoiceFilter<TOption extends string>({ legend, optionLabel, options, chosen, onChange }: ChoiceFilterProps<TOption>) {
  if (options.length < 2) return null;
  const toggle = (option: TOption, checked: boolean) => onChange(options.filter((each) => (each === option ? checked : chosen.includes(each))));
  return (
    <Fieldset.Root size="sm">
      <Fieldset.Legend>
        <FormattedMessage id={legend} />
      </Fieldset.Legend>
      <Fieldset.Content>
        <Flex wrap="wrap" columnGap="4" rowGap="2">
          {options.map((option) => (
            <Checkbox.Root key={option} size="sm" checked={chosen.includes(option)} onCheckedChange={(details) => toggle(option, details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <FormattedMessage id={optionLabel(option)} />
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
