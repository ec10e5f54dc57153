import { Pill, PillsInput } from '@mantine/core';
import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressError } from './compose-values';
import classes from './compose.module.css';

// Addresses hold none of these: typing or pasting one ends an address.
const separators = /[\s,;]+/;

interface AddressInputProps {
  label: string;
  value: string[];
  onChange: (addresses: string[]) => void;
  error?: string;
  autoFocus?: boolean;
}

/**
 * Addresses as chips: Enter, a comma, a space or leaving the field makes a chip; a pasted list
 * splits into chips; Backspace in the empty field removes the last one. A text box, not
 * TagsInput's combobox: there is no list to pick from, and a screen reader should not announce one.
 */
export function AddressInput({ label, value, onChange, error, autoFocus }: AddressInputProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');

  const add = (text: string) => {
    setTyped('');
    const next = [...value];
    for (const address of text.split(separators)) {
      if (address && !next.some((a) => a.toLowerCase() === address.toLowerCase()))
        next.push(address);
    }
    if (next.length > value.length) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && typed.trim()) {
      event.preventDefault();
      add(typed);
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    add(typed + event.clipboardData.getData('text/plain'));
  };

  return (
    <PillsInput label={label} error={error}>
      <Pill.Group>
        {value.map((address, index) => (
          <Pill
            key={address}
            withRemoveButton
            onRemove={() => onChange(value.filter((_, i) => i !== index))}
            // A bad address is outlined; the message under the field names it.
            className={addressError([address]) ? classes.invalidPill : undefined}
            // Mantine keeps the remove button from the keyboard: any chip, not just the last one
            // (Backspace), must be removable without a mouse.
            removeButtonProps={{
              tabIndex: 0,
              'aria-hidden': false,
              'aria-label': t('email.compose.removeAddress', { address }),
            }}
          >
            {address}
          </Pill>
        ))}
        <PillsInput.Field
          value={typed}
          onChange={(event) => {
            const text = event.currentTarget.value;
            if (separators.test(text)) add(text);
            else setTyped(text);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => add(typed)}
          autoFocus={autoFocus}
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
        />
      </Pill.Group>
    </PillsInput>
  );
}
