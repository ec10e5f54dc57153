import { Avatar, Button, Card, Group, Image, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { demoRoleNames, sampleRoleNames } from '@beacon/contract/access-values';
import type { ProfileReply } from '@beacon/contract/pages';
import { useTranslation } from 'react-i18next';
import { useFileSrc } from '../../../lib/files/file-src';
import { useSession } from '../../../lib/session';
import { profileTabs } from './profile-tabs';
import classes from './profile.module.css';

// Another module's page: a plain string, so the link type-checks before that route exists.
const accountSettings: string = '/pages/account-settings';

/** The roles the app names in the reader's language; a role someone created keeps its own name. */
const namedRoles: readonly string[] = [...sampleRoleNames, ...demoRoleNames];

/** The cover, the signed-in user's avatar, name and role, and the tabs with "Edit". */
export function ProfileHeader({ header }: { header: ProfileReply['header'] }) {
  const { t } = useTranslation();
  // The header is the signed-in user's own: their role, translated when the app names it.
  const role = useSession((state) => state.userData?.role);
  const roleName =
    role && namedRoles.includes(role) ? t(`pages.profile.roles.${role}`) : header.designation;
  const avatar = useFileSrc(header.avatar);
  return (
    <Card withBorder radius="md" padding={0}>
      <Image src={header.coverImg} alt="" className={classes.cover} />
      <Stack px="lg" pb="md" gap="md">
        <Group className={classes.identity} gap="md" align="flex-end" wrap="nowrap">
          <Avatar
            src={avatar || null}
            name={header.username}
            color="initials"
            size={110}
            radius="md"
            className={classes.avatar}
            alt=""
          />
          <Stack gap={0} pb={4} miw={0}>
            <Title order={1} fz="h3" lineClamp={1}>
              {header.username}
            </Title>
            <Text c="dimmed">{roleName}</Text>
          </Stack>
        </Group>
        <Group justify="space-between" gap="sm">
          <Tabs.List aria-label={t('pages.profile.tabsLabel')} className={classes.tabs}>
            {profileTabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab} className={classes.tab}>
                {t(`pages.profile.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Button
            component={Link}
            to={accountSettings}
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            {t('pages.profile.edit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
