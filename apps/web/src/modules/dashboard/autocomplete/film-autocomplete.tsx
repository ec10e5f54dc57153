import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Film } from './films';

interface FilmAutocompleteProps {
  label: string;
  /** The films to offer for the text typed; null keeps the list shut (nothing to offer yet). */
  suggest: (query: string) => readonly Film[] | null;
  /** The options for the films offered, `Combobox.Option`s whose value is the title. */
  renderOptions?: (films: readonly Film[], query: string) => ReactNode;
}

const plainOptions = (films: readonly Film[]) =>
  films.map((film) => (
    <Combobox.Option key={film.id} value={film.title}>
      {film.title}
    </Combobox.Option>
  ));

/**
 * A text field that suggests film titles: the arrow keys move through the suggestions, Enter
 * picks one (the field then holds its title), Escape shuts the list.
 */
export function FilmAutocomplete({
  label,
  suggest,
  renderOptions = plainOptions,
}: FilmAutocompleteProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [wanted, setWanted] = useState(false);
  const offered = suggest(query);
  // Open only when asked to and there is something to say, so aria-expanded never lies.
  const combobox = useCombobox({
    opened: wanted && offered !== null,
    onOpenedChange: setWanted,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(title) => {
        setQuery(title);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          id={inputId}
          label={label}
          placeholder={t('dashboard.autocomplete.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.resetSelectedOption();
            setWanted(true);
          }}
          onFocus={() => setWanted(true)}
          onClick={() => setWanted(true)}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options labelledBy={`${inputId}-label`}>
          {offered?.length === 0 ? (
            <Combobox.Empty>{t('dashboard.autocomplete.nothingFound')}</Combobox.Empty>
          ) : (
            offered && renderOptions(offered, query)
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
