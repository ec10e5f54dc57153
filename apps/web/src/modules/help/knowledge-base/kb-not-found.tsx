import { Alert, Button, Stack, Text, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconError404 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface KbNotFoundProps {
  title: string;
  message: string;
  /** Where "back" leads: the category when it exists, else the knowledge base. */
  back: ReactNode;
}

/** A category or question the URL names but the API does not know (its 404), inside the layout. */
export function KbNotFound({ title, message, back }: KbNotFoundProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconError404 />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {back}
      </Stack>
    </Alert>
  );
}

/** The button back to the knowledge base's main page. */
export function BackToKnowledgeBase() {
  const { t } = useTranslation();
  const Back = useDirection().dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Button
      component={Link}
      to="/pages/knowledge-base"
      variant="default"
      size="xs"
      leftSection={<Back size={14} aria-hidden />}
    >
      {t('help.kb.back')}
    </Button>
  );
}
