import { useId, type ReactNode } from 'react';
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { StepFormRef } from '../fields/useStepField.ts';

/** What every form step's view receives: the running form of its step. */
export interface StepViewProps {
  form: StepFormRef;
}

export interface StepSectionProps {
  /** Catalog id of the section's heading. */
  titleId: string;
  /** Catalog id of a paragraph under the heading. */
  descriptionId?: string;
  children: ReactNode;
}

/**
 * One block of a step (company information, head office address...): a headed section whose fields
 * sit in one column on phones (from 360 px) and in pairs from 768 px on.
 */
export function StepSection({ titleId, descriptionId, children }: StepSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      {/* The wizard's title is the h1 and the step's title the h2: a block of a step is an h3. */}
      <Heading as="h3" size="md" id={headingId}>
        {intl.formatMessage({ id: titleId })}
      </Heading>
      {descriptionId && <Text color="fg.muted">{intl.formatMessage({ id: descriptionId })}</Text>}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
        {children}
      </Grid>
    </Stack>
  );
}

/** A field that takes the whole row of a section (addresses, the activity picker, the categories). */
export function FullRow({ children }: { children: ReactNode }) {
  return <Box gridColumn="1 / -1">{children}</Box>;
}
