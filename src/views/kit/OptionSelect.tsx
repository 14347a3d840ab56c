/**
 * A native select of a fixed set of options (a filter's or a form's), each named by its catalogue
 * key, optionally after a first option that chooses none.
 */
import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export interface OptionSelectProps<TOption extends string> {
  /** The chosen option, or '' for none. */
  value: TOption | '';
  options: readonly TOption[];
  /** The catalogue key of each option's text. */
  optionTextId: (option: TOption) => string;
  /** Each option's text already in the shown language, for a text that needs values ("7 días"); `optionTextId` otherwise. */
  optionText?: (option: TOption) => string;
  /** The catalogue key of the first option, which chooses none (''); no such option without it. */
  noneTextId?: string;
  /** The option chosen, or '' for none (or for a value that is not among the options). */
  onChange: (option: TOption | '') => void;
}

export function OptionSelect<TOption extends string>({ value, options, optionTextId, optionText, noneTextId, onChange }: OptionSelectProps<TOption>) {
  const intl = useIntl();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(event) => onChange(options.find((option) => option === event.currentTarget.value) ?? '')}>
        {noneTextId !== undefined && <option value="">{intl.formatMessage({ id: noneTextId })}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionText ? optionText(option) : intl.formatMessage({ id: optionTextId(option) })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
