import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface UrlSearchInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The search as the URL holds it now. */
  q: string;
  /** Writes a new search to the URL (replacing the history entry). */
  onSearch: (q: string) => void;
}

/**
 * A list's search box bound to the URL: it sends `q` 300 ms after the last keystroke (so Back
 * leaves the list rather than undoing letters) and follows the URL when something else changes
 * it (Back, a link).
 */
export function UrlSearchInput({ q, onSearch, ...props }: UrlSearchInputProps) {
  const [value, setValue] = useState(q);
  // The last q this box sent: a URL q that differs came from elsewhere and replaces the text.
  const [sent, setSent] = useState(q);
  if (q !== sent) {
    setSent(q);
    setValue(q);
  }
  const send = useDebouncedCallback((text: string) => {
    const trimmed = text.trim();
    setSent(trimmed);
    onSearch(trimmed);
  }, 300);
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={100}
      {...props}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
    />
  );
}
