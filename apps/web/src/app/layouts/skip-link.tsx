import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

export const MAIN_ID = 'main-content';

/**
 * The first stop of the Tab key: jumps over the menu and the navbar to the page. Focus is moved by
 * hand so the URL keeps no #hash for the router to see.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('app.skipToContent')}
    </a>
  );
}
