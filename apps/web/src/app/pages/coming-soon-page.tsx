import { Alert, Button, Group, TextInput } from '@mantine/core';
import { IconMailCheck, IconRocket } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

// The same rule the sign-up form's e-mail follows: something@something.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `/misc/coming-soon`: "we are launching soon" with a field to be told when. There is no mailing
 * list behind a template's placeholder page: the address is checked and acknowledged, not sent.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('app.misc.comingSoon.emailRequired'));
    if (!emailPattern.test(value)) return setError(t('app.misc.comingSoon.emailInvalid'));
    setError(null);
    setConfirmed(value);
  };

  return (
    <MessagePage
      icon={IconRocket}
      title={t('app.misc.comingSoon.title')}
      message={t('app.misc.comingSoon.message')}
    >
      {confirmed ? (
        <Alert
          variant="light"
          color="green"
          icon={<IconMailCheck aria-hidden />}
          title={t('app.misc.comingSoon.doneTitle')}
          role="status"
          // The default green title on the light green alert stays under 4.5:1.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          w="100%"
          ta="start"
        >
          {t('app.misc.comingSoon.done', { email: confirmed })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate style={{ width: '100%' }}>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('app.misc.comingSoon.emailLabel')}
              placeholder="john@example.com"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                if (error) setError(null);
              }}
              error={error}
              ta="start"
            />
            <Button type="submit" mt={25}>
              {t('app.misc.comingSoon.notify')}
            </Button>
          </Group>
        </form>
      )}
    </MessagePage>
  );
}
