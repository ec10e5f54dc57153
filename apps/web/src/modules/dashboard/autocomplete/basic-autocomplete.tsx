import { useTranslation } from 'react-i18next';
import { FilmAutocomplete } from './film-autocomplete';
import { matchFilms, type Film } from './films';

/** Suggestions once something is typed: the titles that contain it. */
export function BasicAutocomplete({ films }: { films: readonly Film[] }) {
  const { t } = useTranslation();
  return (
    <FilmAutocomplete
      label={t('dashboard.autocomplete.basic.label')}
      suggest={(query) => (query.trim() ? matchFilms(films, query) : null)}
    />
  );
}
