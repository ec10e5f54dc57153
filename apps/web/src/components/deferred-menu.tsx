import type { Menu as MantineMenu, MenuDropdownProps, MenuProps } from '@mantine/core';
import {
  cloneElement,
  type FocusEventHandler,
  type MouseEventHandler,
  type PointerEventHandler,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type * as MenuKitModule from './menu-kit';

type MenuKit = typeof MenuKitModule;

let kit: MenuKit | null = null;
let loading: Promise<void> | null = null;
/** What had the focus when the code came in, before any button was swapped for the menu's own. */
let focusedAtArrival: Element | null = null;
const listeners = new Set<() => void>();

/** Fetches the menus' code now (it is shared by every menu); settles once it is in or failed. */
export function loadMenuCode(): Promise<void> {
  return (loading ??= import('./menu-kit').then(
    (loaded) => {
      focusedAtArrival = document.activeElement;
      kit = loaded;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = null; // offline for a moment: the next hover or click asks again
    },
  ));
}

function loadKit(): void {
  void loadMenuCode();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentKit = () => kit;

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onClick?: MouseEventHandler<HTMLElement>;
  onFocus?: FocusEventHandler<HTMLElement>;
  onPointerEnter?: PointerEventHandler<HTMLElement>;
  onPointerDown?: PointerEventHandler<HTMLElement>;
  onPointerLeave?: PointerEventHandler<HTMLElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

interface DeferredMenuProps {
  /** The menu's button, drawn as it is from the first paint. */
  target: ReactElement<TargetProps>;
  menuProps?: Omit<MenuProps, 'children' | 'opened' | 'defaultOpened'>;
  dropdownProps?: Omit<MenuDropdownProps, 'children'>;
  /** The dropdown's items, drawn with the `Menu` this is given once its code is in. */
  children: (Menu: typeof MantineMenu) => ReactNode;
}

/**
 * A Mantine menu whose code loads when its button is first hovered, focused or pressed: until
 * then the button stands alone (with the same name and `aria-haspopup`). A press before the code
 * is in opens the menu when it arrives, and a focused button keeps the focus across the swap.
 */
export function DeferredMenu({ target, menuProps, dropdownProps, children }: DeferredMenuProps) {
  const loaded = useSyncExternalStore(subscribe, currentKit, currentKit);
  const targetRef = useRef<HTMLElement>(null);
  // Not cleared when the button goes, so the swap can tell whether it had the focus.
  const plainButton = useRef<HTMLElement | null>(null);
  const [pressed, setPressed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const hoverOpens = menuProps?.trigger === 'hover' || menuProps?.trigger === 'click-hover';

  const rememberPlainButton = useCallback((element: HTMLElement | null) => {
    if (element) plainButton.current = element;
  }, []);

  // The button was swapped for the menu's own: give the focus back to it.
  useLayoutEffect(() => {
    if (loaded && plainButton.current && plainButton.current === focusedAtArrival)
      targetRef.current?.focus();
  }, [loaded]);

  if (!loaded) {
    const { props } = target;
    return (
      <WithProps
        element={target}
        ref={rememberPlainButton}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={(event) => {
          setHovered(true);
          loadKit();
          props.onPointerEnter?.(event);
        }}
        onPointerLeave={(event) => {
          setHovered(false);
          props.onPointerLeave?.(event);
        }}
        // A press counts from the pointer going down: the code arriving before the pointer is
        // back up swaps the button in between, and no click reaches either button.
        onPointerDown={(event) => {
          if (event.button === 0) setPressed(true);
          loadKit();
          props.onPointerDown?.(event);
        }}
        onFocus={(event) => {
          loadKit();
          props.onFocus?.(event);
        }}
        onClick={(event) => {
          setPressed(true);
          loadKit();
          props.onClick?.(event);
        }}
      />
    );
  }

  const { Menu } = loaded;
  return (
    <Menu {...menuProps} defaultOpened={pressed || (hoverOpens && hovered)}>
      <Menu.Target>
        <WithProps element={target} ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown {...dropdownProps}>{children(Menu)}</Menu.Dropdown>
    </Menu>
  );
}

/** The target element with more props (a ref, handlers, ARIA), as Menu.Target gives its own. */
function WithProps({ element, ...props }: TargetProps & { element: ReactElement<TargetProps> }) {
  return cloneElement(element, props);
}
