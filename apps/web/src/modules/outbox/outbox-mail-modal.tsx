import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../components/centered-loader';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { MailReader } from './mail-reader';
import { outboxMailQuery } from './outbox.queries';
import { useOutboxSearch } from './use-outbox-search';

/** The mail the URL names (`?mail=12`), read in a dialog; closing it leaves the list as it was. */
export function OutboxMailModal() {
  const { t } = useTranslation();
  const [search, update] = useOutboxSearch();
  const narrow = useMediaQuery('(max-width: 36em)');
  const id = search.mail;
  const mail = useQuery({ ...outboxMailQuery(id ?? 0), enabled: id !== undefined });
  const close = () => update({ mail: undefined, page: search.page });
  return (
    <Modal
      opened={id !== undefined}
      onClose={close}
      title={t('outbox.reader.title')}
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {mail.data ? (
        <MailReader mail={mail.data} />
      ) : mail.isError ? (
        <QueryErrorAlert
          message={t('outbox.reader.loadFailed')}
          onRetry={() => void mail.refetch()}
          retrying={mail.isFetching}
        />
      ) : (
        <CenteredLoader />
      )}
    </Modal>
  );
}
