import { HStack, Switch, Text } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useIntl } from 'react-intl';
import { useStepField, type StepFormRef } from './useStepField.ts';

export interface ToggleFieldProps {
  form: StepFormRef;
  /** A boolean field (technicalService). */
  name: string;
  labelId: string;
}

/**
 * A yes/no switch of a step form; the answer is also written beside it ("Sí" / "No"). The wizard is
 * the only place with a switch, so it brings the switch's recipe itself instead of every first load.
 */
export function ToggleField({ form, name, labelId }: ToggleFieldProps) {
  const intl = useIntl();
  const field = useStepField(form, name);
  const checked = field.value === true;
  return (
    <Switch.Root
      recipe={switchSlotRecipe}
      name={name}
      checked={checked}
      colorPalette="brand"
      onCheckedChange={(details) => field.onChange(details.checked)}
      onBlur={field.onBlur}
    >
      <Switch.HiddenInput />
      <HStack gap="3">
        <Switch.Label>{intl.formatMessage({ id: labelId })}</Switch.Label>
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Text as="span" aria-hidden="true" fontWeight="medium">
          {intl.formatMessage({ id: checked ? 'signupSteps.yes' : 'signupSteps.no' })}
        </Text>
      </HStack>
    </Switch.Root>
  );
}
