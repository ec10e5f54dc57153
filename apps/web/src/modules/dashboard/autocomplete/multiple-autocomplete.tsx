import { Combobox, Pill, PillsInput, useCombobox } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchFilms, type Film } from './films';

/**
 * Several films as pills: a picked film leaves the suggestions, Backspace in the empty field
 * removes the last pill, each pill's × button removes that one.
 */
export function MultipleAutocomplete({ films }: { films: readonly Film[] }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [wanted, setWanted] = useState(false);
  const offered = query.trim()
    ? matchFilms(
        films.filter((film) => !picked.includes(film.title)),
        query,
      )
    : null;
  const combobox = useCombobox({
    opened: wanted && offered !== null,
    onOpenedChange: setWanted,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const remove = (title: string) => setPicked((current) => current.filter((t) => t !== title));

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(title) => {
        setPicked((current) => [...current, title]);
        setQuery('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.DropdownTarget>
        <PillsInput id={inputId} label={t('dashboard.autocomplete.multiple.label')}>
          <Pill.Group>
            {picked.map((title) => (
              <Pill
                key={title}
                withRemoveButton
                onRemove={() => remove(title)}
                // Mantine hides the × from assistive technology; here it is a named button.
                removeButtonProps={{
                  'aria-hidden': false,
                  'aria-label': t('dashboard.autocomplete.multiple.remove', { title }),
                }}
              >
                {title}
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                placeholder={t('dashboard.autocomplete.placeholder')}
                value={query}
                onChange={(event) => {
                  setQuery(event.currentTarget.value);
                  combobox.resetSelectedOption();
                  setWanted(true);
                }}
                onFocus={() => setWanted(true)}
                onBlur={() => combobox.closeDropdown()}
                onKeyDown={(event) => {
                  const last = picked.at(-1);
                  if (event.key === 'Backspace' && query === '' && last !== undefined) {
                    event.preventDefault();
                    remove(last);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options labelledBy={`${inputId}-label`}>
          {offered?.length === 0 ? (
            <Combobox.Empty>{t('dashboard.autocomplete.nothingFound')}</Combobox.Empty>
          ) : (
            offered?.map((film) => (
              <Combobox.Option key={film.id} value={film.title}>
                {film.title}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
