import { useState, type ChangeEvent } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { PROOF_FILE_ACCEPT } from '../../../../shared/onboarding/proofFile.ts';
import type { SignupErrorCode } from '../../../../shared/onboarding/errors.ts';
import type { ProofFileValue } from '../../../../shared/onboarding/steps.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { fileSizeParts, readProofFile } from './proofFileReading.ts';
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
 * The bank account's proof: one png, jpg or pdf of at most 3 MB. The file is read here, in the
 * handler, and handed to the form as a value. A refused file never reaches the form (a file chosen
 * before stays); why it was refused is the outcome of this reading, shown until the next choice.
 */
export function ProofFileField({ form, name, labelId }: ProofFileFieldProps) {
  const intl = useIntl();
  const field = useStepField(form, name);
  // The reading is the view's own (the moment, and a refused file's reason); an accepted file goes to the form.
  const [reading, setReading] = useState(false);
  const [refusal, setRefusal] = useState<SignupErrorCode | null>(null);
  const file = isProofFile(field.value) ? field.value : null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    if (!chosen) return;
    setReading(true);
    try {
      const result = await readProofFile(chosen);
      if ('value' in result) {
        setRefusal(null);
        field.onChange(result.value);
      } else {
        setRefusal(result.error);
        field.onBlur();
      }
    } finally {
      setReading(false);
      // The same file chosen again must fire a change too.
      input.value = '';
    }
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
            onChange={(event) => void choose(event)}
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
              <Button type="button" size="xs" variant="outline" onClick={() => {
                  setRefusal(null);
                  field.onChange(null);
                }}>
                {intl.formatMessage({ id: 'signupSteps.proofFile.remove' })}
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </FieldFrame>
  );
}
