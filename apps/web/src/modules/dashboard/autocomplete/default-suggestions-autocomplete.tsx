import { useTranslation } from 'react-i18next';
import { FilmAutocomplete } from './film-autocomplete';
import { matchFilms, topFilms, type Film } from './films';

const DEFAULT_COUNT = 5;

/** An empty field already suggests the five best ranked films; typing narrows as usual. */
export function DefaultSuggestionsAutocomplete({ films }: { films: readonly Film[] }) {
  const { t } = useTranslation();
  return (
    <FilmAutocomplete
      label={t('dashboard.autocomplete.defaults.label')}
      suggest={(query) =>
        query.trim() ? matchFilms(films, query) : topFilms(films, DEFAULT_COUNT)
      }
    />
  );
}
