import { Badge, Combobox, Group, Highlight } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFigures } from '../card/use-figures';
import { FilmAutocomplete } from './film-autocomplete';
import { matchFilms, type Film } from './films';

/** Each suggestion shows the film's rank beside its title, the typed part marked. */
export function CustomOptionAutocomplete({ films }: { films: readonly Film[] }) {
  const { t } = useTranslation();
  const figures = useFigures();
  return (
    <FilmAutocomplete
      label={t('dashboard.autocomplete.custom.label')}
      suggest={(query) => (query.trim() ? matchFilms(films, query) : null)}
      renderOptions={(offered, query) =>
        offered.map((film) => (
          <Combobox.Option key={film.id} value={film.title}>
            <Group gap="sm" wrap="nowrap">
              {/* Filled: white on the primary shade keeps 4.5:1, the light variant does not. */}
              <Badge size="sm" miw={44}>
                {t('dashboard.autocomplete.custom.rank', {
                  rank: figures.count(Number(film.rank)),
                })}
              </Badge>
              <Highlight highlight={query.trim()} size="sm">
                {film.title}
              </Highlight>
            </Group>
          </Combobox.Option>
        ))
      }
    />
  );
}
