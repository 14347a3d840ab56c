import { Box, Circle, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { StepIndicator as StepIndicatorItem, StepIndicatorState } from '../../../machines/signupWizard/signupWizard.selectors.ts';

export interface StepIndicatorProps {
  steps: readonly StepIndicatorItem[];
}

/** How each indicator state is drawn: the circle's colours and whether it shows a tick. */
const LOOK: Record<StepIndicatorState, { bg: string; color: string; border: string; tick?: boolean; mark?: string }> = {
  active: { bg: 'brand.solid', color: 'brand.contrast', border: 'brand.solid' },
  error: { bg: 'red.solid', color: 'red.contrast', border: 'red.solid', mark: '!' },
  complete: { bg: 'green.solid', color: 'green.contrast', border: 'green.solid', tick: true },
  completeDisabled: { bg: 'green.subtle', color: 'green.fg', border: 'green.muted', tick: true },
  warning: { bg: 'orange.subtle', color: 'orange.fg', border: 'orange.solid', mark: '!' },
  incomplete: { bg: 'bg', color: 'orange.fg', border: 'orange.solid' },
  inactive: { bg: 'bg', color: 'fg', border: 'border.emphasized' },
  disabled: { bg: 'bg.muted', color: 'fg.subtle', border: 'border' },
};

/**
 * The wizard's step indicator: an ordered list, the step on screen marked `aria-current="step"`,
 * each step's state said in words for screen readers. On a phone only the circles show, with the
 * current step's name under them; from the md breakpoint each circle has its label.
 */
export function StepIndicator({ steps }: StepIndicatorProps) {
  const intl = useIntl();
  const currentIndex = steps.findIndex(({ state }) => state === 'active' || state === 'error');
  const current = steps[currentIndex];
  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'signupWizard.steps' })} width="full">
      <Flex as="ol" listStyleType="none" justify="space-between" align="flex-start" gap="1">
        {steps.map(({ step, state }, index) => {
          const look = LOOK[state];
          const isCurrent = index === currentIndex;
          return (
            <Flex
              as="li"
              key={step}
              direction="column"
              align="center"
              flex="1"
              minW="0"
              gap="1"
              position="relative"
              aria-current={isCurrent ? 'step' : undefined}
              data-state={state}
              _after={
                index < steps.length - 1
                  ? { content: '""', position: 'absolute', top: '4', left: 'calc(50% + 1.25rem)', right: 'calc(-50% + 1.25rem)', height: '2px', bg: 'border' }
                  : undefined
              }
            >
              <Circle
                size="8"
                bg={look.bg}
                color={look.color}
                borderWidth="2px"
                borderColor={look.border}
                fontWeight="semibold"
                fontSize="sm"
                aria-hidden="true"
              >
                {look.tick ? <TickIcon /> : (look.mark ?? index + 1)}
              </Circle>
              <Text
                fontSize="sm"
                textAlign="center"
                fontWeight={isCurrent ? 'semibold' : 'normal'}
                color={state === 'disabled' ? 'fg.muted' : 'fg'}
                srOnly={{ base: true, md: false }}
              >
                {intl.formatMessage({ id: `signupWizard.step.${step}` })}
                <Box as="span" srOnly>
                  {`, ${intl.formatMessage({ id: `signupWizard.stepState.${state}` })}`}
                </Box>
              </Text>
            </Flex>
          );
        })}
      </Flex>
      {current && (
        <Text hideFrom="md" mt="3" textAlign="center" fontWeight="semibold" aria-hidden="true">
          {intl.formatMessage(
            { id: 'signupWizard.stepCounter' },
            { current: currentIndex + 1, total: steps.length, name: intl.formatMessage({ id: `signupWizard.step.${current.step}` }) },
          )}
        </Text>
      )}
    </Box>
  );
}

function TickIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true" focusable="false">
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}
