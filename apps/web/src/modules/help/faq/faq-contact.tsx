import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone, type Icon } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// The help centre's contacts.
const PHONE = '+ (810) 2548 2568';
const PHONE_HREF = 'tel:+81025482568';
const EMAIL = 'hello@help.com';

function ContactCard({
  icon: CardIcon,
  label,
  value,
  href,
  note,
}: {
  icon: Icon;
  label: string;
  value: string;
  href: string;
  note: string;
}) {
  return (
    <Card withBorder>
      <Stack align="center" gap={6} ta="center">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <CardIcon size={24} />
        </ThemeIcon>
        <Anchor href={href} fw={600} fz="lg" aria-label={`${label}: ${value}`}>
          {/* Numbers and addresses read left to right in Arabic too. */}
          <span dir="ltr">{value}</span>
        </Anchor>
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      </Stack>
    </Card>
  );
}

/** "You still have a question?": the phone number and the e-mail address of the help desk. */
export function FaqContact() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={titleId} mt="lg">
      <Stack gap={4} ta="center">
        <Title order={2} fz="h3" id={titleId}>
          {t('help.faq.contact.title')}
        </Title>
        <Text c="dimmed">{t('help.faq.contact.message')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ContactCard
          icon={IconPhone}
          label={t('help.faq.contact.phoneLabel')}
          value={PHONE}
          href={PHONE_HREF}
          note={t('help.faq.contact.phoneNote')}
        />
        <ContactCard
          icon={IconMail}
          label={t('help.faq.contact.emailLabel')}
          value={EMAIL}
          href={`mailto:${EMAIL}`}
          note={t('help.faq.contact.emailNote')}
        />
      </SimpleGrid>
    </Stack>
  );
}
