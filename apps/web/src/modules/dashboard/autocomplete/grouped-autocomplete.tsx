import { Combobox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFigures } from '../card/use-figures';
import { FilmAutocomplete } from './film-autocomplete';
import { groupByBand, matchFilms, type Film, type RankBand } from './films';

/** Suggestions under a heading per rank band: "Top 10", "Ranks 11–50", "Ranks 51–100". */
export function GroupedAutocomplete({ films }: { films: readonly Film[] }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const bandLabel = (band: RankBand) =>
    band.from === 1
      ? t('dashboard.autocomplete.sections.top', { to: figures.count(band.to) })
      : t('dashboard.autocomplete.sections.range', {
          from: figures.count(band.from),
          to: figures.count(band.to),
        });
  return (
    <FilmAutocomplete
      label={t('dashboard.autocomplete.sections.label')}
      suggest={(query) => (query.trim() ? matchFilms(films, query) : null)}
      renderOptions={(offered) =>
        groupByBand(offered).map(({ band, films: inBand }) => (
          <Combobox.Group key={band.from} label={bandLabel(band)}>
            {inBand.map((film) => (
              <Combobox.Option key={film.id} value={film.title}>
                {film.title}
              </Combobox.Option>
            ))}
          </Combobox.Group>
        ))
      }
    />
  );
}
