// The toasts' container and its styles, loaded after the first paint (entry/theme-providers.tsx).
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

export { Notifications } from '@mantine/notifications';
