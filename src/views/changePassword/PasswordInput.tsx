import type { Ref } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';

export interface PasswordInputProps {
  inputRef: Ref<HTMLInputElement>;
  name: string;
  value: string;
  /** Whether the characters are shown (the machine's `revealed` flag). */
  revealed: boolean;
  /** The toggle's accessible name, e.g. "Mostrar contraseña"; its pressed state says whether it is on. */
  toggleLabel: string;
  describedBy: string | undefined;
  readOnly: boolean;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  onToggle: () => void;
}

/**
 * A password input with a show/hide toggle. The toggle keeps the focus in the input on a pointer
 * press (the person is still typing there), and is reachable by keyboard like any button.
 */
export function PasswordInput({
  inputRef,
  name,
  value,
  revealed,
  toggleLabel,
  describedBy,
  readOnly,
  onValueChange,
  onBlur,
  onToggle,
}: PasswordInputProps) {
  return (
    <InputGroup
      endElement={
        <IconButton
          aria-label={toggleLabel}
          aria-pressed={revealed}
          variant="ghost"
          size="sm"
          me="-2"
          disabled={readOnly}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onToggle}
        >
          {revealed ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input
        ref={inputRef}
        type={revealed ? 'text' : 'password'}
        name={name}
        autoComplete="new-password"
        value={value}
        readOnly={readOnly}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
      />
    </InputGroup>
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M3 3l18 18" />
      <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.6 8.5 2 12 2 12s3.5 7 10 7a10.4 10.4 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}
