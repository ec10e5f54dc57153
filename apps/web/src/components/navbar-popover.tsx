import {
  type FloatingPosition,
  type MantineBreakpoint,
  Popover,
  UnstyledButton,
} from '@mantine/core';
import type { ReactNode } from 'react';

interface NavbarPopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  position: FloatingPosition;
  /** The dropdown's width in px; on a narrow screen it keeps 8 px from each side. */
  width: number;
  buttonClassName?: string;
  buttonLabel: string;
  /** The button shows from this breakpoint up only. */
  visibleFrom?: MantineBreakpoint;
  /** The button's content, an icon. */
  icon: ReactNode;
  /** The `Popover.Dropdown`. */
  children: ReactNode;
}

/**
 * A navbar icon that opens a dropdown (the cart, the bookmarks). Focus moves into the dropdown
 * and comes back to the icon when it closes.
 */
export function NavbarPopover(props: NavbarPopoverProps) {
  const { opened, onChange, position, width } = props;
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position={position}
      width={`min(${width}px, calc(100vw - 16px))`}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton
          type="button"
          className={props.buttonClassName}
          aria-label={props.buttonLabel}
          visibleFrom={props.visibleFrom}
          onClick={() => onChange(!opened)}
        >
          {props.icon}
        </UnstyledButton>
      </Popover.Target>
      {props.children}
    </Popover>
  );
}
