import type { ChangeEvent } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { PROOF_FILE_ACCEPT } from '../../../../shared/onboarding/proofFile.ts';
import { proofFileMachine, selectIsReading, selectRefusal } from '../../../../machines/signupWizard/proofFile.machine.ts';
import type { ProofFileValue } from '../../../../shared/onboarding/steps.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { useStepField, type StepFormRef } from './useStepField.ts';

export interface ProofFileFieldProps {
  form: StepFormRef;
  /** The field holding the chosen file (proofFile). */
  name: string;
  labelId: string;
}

const isProofFile = (value: unknown): value is ProofFileValue =>
  typeof value === 'object' && value !== null && 'fileName' in value && 'contentBase64' in value;

/**
 * The bank account's proof: one png, jpg or pdf of at most 3 MB. The reading of a chosen file is
 * its own chart's (machines/signupWizard/proofFile.machine.ts), which hands an accepted file to the
 * step's form and keeps why a refused one was refused, shown until the next choice.
 */
export function ProofFileField({ form, name, labelId }: ProofFileFieldProps) {
  const intl = useIntl();
  const field = useStepField(form, name);
  const proof = useActorRef(
    proofFileMachine.provide({
      actions: {
        handValue: (_, { value }) => field.onChange(value),
        removeValue: () => field.onChange(null),
        touchField: () => field.onBlur(),
      },
    }),
  );
  const reading = useSelector(proof, selectIsReading);
  const refusal = useSelector(proof, selectRefusal);
  const file = isProofFile(field.value) ? field.value : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    if (!chosen) return;
    proof.send({ type: 'proof.choose', file: chosen });
    // The same file chosen again must fire a change too.
    input.value = '';
  };

  const size = file ? fileSizeParts(file.size) : null;
  return (
    <FieldFrame
      label={intl.formatMessage({ id: labelId })}
      error={refusal ?? field.error}
      helper={intl.formatMessage({ id: 'signupSteps.proofFile.hint' })}
    >
      {(describedBy) => (
        <Stack gap="2">
          <Input
            type="file"
            name={name}
            accept={PROOF_FILE_ACCEPT}
            p="1.5"
            aria-describedby={describedBy}
            aria-busy={reading}
            onChange={choose}
            onBlur={field.onBlur}
          />
          {reading && <Text textStyle="sm">{intl.formatMessage({ id: 'signupSteps.proofFile.reading' })}</Text>}
          {file && size && (
            <HStack gap="3" borderWidth="1px" rounded="md" px="3" py="2" justify="space-between" wrap="wrap">
              <Text textStyle="sm" wordBreak="break-all">
                {intl.formatMessage(
                  { id: 'signupSteps.proofFile.chosen' },
                  { name: file.fileName, size: intl.formatNumber(size.amount, { style: 'unit', unit: size.unit, unitDisplay: 'short' }) },
                )}
              </Text>
              <Button type="button" size="xs" variant="outline" onClick={() => proof.send({ type: 'proof.remove' })}>
                {intl.formatMessage({ id: 'signupSteps.proofFile.remove' })}
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </FieldFrame>
  );
}

/** A file size as people read it: "850 KB", "2,4 MB" (in the locale's number format). */
export function fileSizeParts(size: number): { amount: number; unit: 'byte' | 'kilobyte' | 'megabyte' } {
  if (size < 1024) return { amount: size, unit: 'byte' };
  if (size < 1024 * 1024) return { amount: Math.round(size / 1024), unit: 'kilobyte' };
  return { amount: Math.round((size / (1024 * 1024)) * 10) / 10, unit: 'megabyte' };
}
