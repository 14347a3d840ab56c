import { List, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { PasswordRule } from '../../../machines/changePassword/passwordForm.machine.ts';

export interface PasswordRulesProps {
  id: string;
  /** Each listed rule and whether the password typed so far meets it. */
  rules: ReadonlyArray<{ rule: PasswordRule; met: boolean }>;
}

/** The password rules, ticked as the person types; the password input is described by this list. */
export function PasswordRules({ id, rules }: PasswordRulesProps) {
  const intl = useIntl();
  return (
    <List.Root id={id} aria-label={intl.formatMessage({ id: 'changePassword.rules' })} variant="plain" gap="1" textStyle="sm">
      {rules.map(({ rule, met }) => (
        <List.Item key={rule} alignItems="center" color={met ? 'fg.success' : 'fg.muted'}>
          <List.Indicator asChild>
            <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
              {met ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <circle cx="12" cy="12" r="7" />}
            </svg>
          </List.Indicator>
          {intl.formatMessage({ id: `changePassword.rule.${rule}` })}
          <VisuallyHidden>: {intl.formatMessage({ id: met ? 'changePassword.rule.met' : 'changePassword.rule.unmet' })}</VisuallyHidden>
        </List.Item>
      ))}
    </List.Root>
  );
}
