/**
 * A version's values, read-only: what an old version held, or theirs and yours side by side. Each
 * sits right under the page's h1, so its title is an h2 (an h3 there skipped a level).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RuleField } from '../../../shared/rules/ruleSet.ts';
import { RULES_FIELDS, type RulesFormValues } from '../machines/rulesForm.ts';

export function RuleValuesView({ title, values }: { title: string; values: RulesFormValues }) {
  const intl = useIntl();
  const shown = (field: RuleField) => field !== 'note' || values.note.trim() !== '';
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      <Stack as="dl" gap="2">
        {RULES_FIELDS.filter(shown).map((field) => (
          <Box key={field}>
            <Text as="dt" fontWeight="semibold">
              <FormattedMessage id={`rules.field.${field}`} />
            </Text>
            <Text as="dd" whiteSpace="pre-wrap">
              {values[field] || intl.formatMessage({ id: 'rules.error.required' })}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
