import { Button } from '@chakra-ui/react';

interface RefusableSubmitButtonProps {
  /** A press would send the form (`formCanBeSent`). */
  canSubmit: boolean;
  submitting: boolean;
  label: string;
  loadingText: string;
}

/**
 * A form's submit button that is aria-disabled, not disabled: it stays reachable and says it is
 * unavailable, and a press while the form is invalid is a refused submit that shows every error.
 */
export function RefusableSubmitButton({ canSubmit, submitting, label, loadingText }: RefusableSubmitButtonProps) {
  return (
    <Button type="submit" colorPalette="brand" width="full" aria-disabled={!canSubmit} loading={submitting} loadingText={loadingText}>
      {label}
    </Button>
  );
}
