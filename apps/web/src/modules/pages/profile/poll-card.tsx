import { Avatar, Badge, Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import type { Poll } from '@beacon/contract/pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { ApiError } from '../../../lib/http';
import { useVote } from '../pages.queries';
import { usePageFormat } from '../use-page-format';

/** The counts once the user has voted: a bar and a share per option, their own marked. */
function PollResults({ poll, onChange }: { poll: Poll; onChange: () => void }) {
  const { t } = useTranslation();
  const format = usePageFormat();
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        <bdi>{poll.question}</bdi>
      </Text>
      {poll.options.map((option) => {
        const share = poll.totalVotes > 0 ? option.votes / poll.totalVotes : 0;
        const mine = poll.myChoice === option.id;
        return (
          <Stack key={option.id} gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Group gap={6} wrap="nowrap" miw={0}>
                <Text size="sm" fw={mine ? 700 : 400} truncate>
                  <bdi>{option.name}</bdi>
                </Text>
                {mine && (
                  // A dot badge: green text on a light green one stays under 4.5:1.
                  <Badge size="sm" variant="dot" color="green">
                    {t('pages.profile.poll.yourVote')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" fw={600}>
                {format.percent(share)}
              </Text>
            </Group>
            <Progress
              value={Math.round(share * 1000) / 10}
              color={mine ? 'green' : undefined}
              size="sm"
              aria-label={t('pages.profile.poll.share', {
                option: option.name,
                count: option.votes,
                formatted: format.number(option.votes),
              })}
            />
            <Avatar.Group spacing="sm" aria-hidden>
              {option.voters.map((voter) => (
                <UserAvatar
                  key={voter.username}
                  name={voter.username}
                  src={voter.avatar}
                  size="sm"
                  decorative
                />
              ))}
            </Avatar.Group>
          </Stack>
        );
      })}
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('pages.profile.poll.total', {
            count: poll.totalVotes,
            formatted: format.number(poll.totalVotes),
          })}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onChange}>
          {t('pages.profile.poll.change')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A poll: its options to choose from, then its results; voting again moves the vote. */
export function PollCard({ poll }: { poll: Poll }) {
  const { t } = useTranslation();
  const vote = useVote();
  const [changing, setChanging] = useState(false);
  const [choice, setChoice] = useState<string | null>(poll.myChoice);
  const [error, setError] = useState<string | null>(null);

  if (poll.myChoice && !changing) {
    return <PollResults poll={poll} onChange={() => setChanging(true)} />;
  }

  const submit = () => {
    if (!choice) {
      setError(t('pages.profile.poll.choose'));
      return;
    }
    setError(null);
    vote.mutate(
      { pollId: poll.id, option: choice },
      {
        onSuccess: () => setChanging(false),
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status === 404
              ? t('pages.profile.poll.gone')
              : t('pages.profile.poll.failed'),
          ),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label={<bdi>{poll.question}</bdi>}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setError(null);
          }}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {poll.options.map((option) => (
              <Radio key={option.id} value={option.id} label={<bdi>{option.name}</bdi>} />
            ))}
          </Stack>
        </Radio.Group>
        <Group gap="xs">
          <Button type="submit" size="sm" loading={vote.isPending}>
            {t('pages.profile.poll.vote')}
          </Button>
          {changing && (
            <Button variant="default" size="sm" onClick={() => setChanging(false)}>
              {t('pages.profile.poll.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
