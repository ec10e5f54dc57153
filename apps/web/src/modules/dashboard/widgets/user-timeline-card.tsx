import { Stack, Text, Timeline } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { Task } from '@beacon/contract/todo';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';
import { UserAvatar } from '../../../components/user-avatar';
import { DashboardCard } from '../card/dashboard-card';
import { timelineTasks } from './timeline-tasks';
import { daysBetween, localIsoDay, useDates } from './widget-dates';
import { timelineTasksQuery } from './widget.queries';

/** The to-do tasks due nearest to today, on a timeline, with who does them. */
export function UserTimelineCard() {
  const { t } = useTranslation();
  const query = useQuery(timelineTasksQuery);
  return (
    <DashboardCard title={t('dashboard.widgets.timeline.title')} query={query} skeletonHeight={240}>
      {(tasks) => {
        const today = localIsoDay(new Date());
        const shown = timelineTasks(tasks, today);
        if (shown.length === 0)
          return (
            <Stack gap="xs" align="flex-start">
              <Text>{t('dashboard.widgets.timeline.empty')}</Text>
              <AnchorLink to="/apps/todo">{t('dashboard.widgets.timeline.openTodo')}</AnchorLink>
            </Stack>
          );
        // The line is coloured up to the last task already due: what lies behind today.
        const passed = shown.filter((task) => task.dueDate !== null && task.dueDate <= today);
        return (
          <Timeline active={passed.length - 1} bulletSize={28} lineWidth={2}>
            {shown.map((task) => (
              <Timeline.Item
                key={task.id}
                bullet={
                  task.assignee ? (
                    <UserAvatar
                      name={task.assignee.fullName}
                      src={task.assignee.avatar}
                      size={24}
                      decorative
                    />
                  ) : (
                    <IconUser size={14} aria-hidden />
                  )
                }
                title={<Text fw={600}>{task.title}</Text>}
              >
                <TaskDetails task={task} today={today} />
              </Timeline.Item>
            ))}
          </Timeline>
        );
      }}
    </DashboardCard>
  );
}

function TaskDetails({ task, today }: { task: Task; today: string }) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <>
      <Text size="sm">
        {task.dueDate === null ? (
          t('dashboard.widgets.timeline.noDueDate')
        ) : (
          <time dateTime={task.dueDate}>
            {t('dashboard.widgets.timeline.due', {
              when: dates.relativeDays(daysBetween(today, task.dueDate)),
              date: dates.day(task.dueDate),
            })}
          </time>
        )}
        {task.isCompleted && ` · ${t('dashboard.widgets.timeline.completed')}`}
      </Text>
      <Text size="xs" c="dimmed">
        {task.assignee?.fullName ?? t('dashboard.widgets.timeline.unassigned')}
      </Text>
    </>
  );
}
