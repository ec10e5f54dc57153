import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';

/**
 * A first visit gets the sign-in pages as HTML before their script (entry/prerender.tsx). What
 * the user types or ticks meanwhile is in the inputs but not in the form's state; hydration keeps
 * the page's values without telling the form, and its next render would put the old ones back.
 * Once mounted, the form takes in the value of each input named after one of its fields, and
 * sends itself if the user pressed its button before (prerender-plugin.ts's guard held it).
 */
export function useTypedBeforeHydration<Values extends object>(form: UseFormReturnType<Values>) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const values = new Map<string, unknown>(Object.entries(form.values));
    const typed: Record<string, unknown> = {};
    for (const input of element.querySelectorAll('input[name]')) {
      if (!(input instanceof HTMLInputElement) || !values.has(input.name)) continue;
      const value = input.type === 'checkbox' ? input.checked : input.value;
      if (value !== values.get(input.name)) typed[input.name] = value;
    }
    // Typed into the small entry's page, which this form replaces (entry/guest-lite/handover.ts).
    const handover = window.beaconHandover;
    for (const [name, value] of Object.entries(handover?.values ?? {}))
      if (values.has(name)) typed[name] = value;
    const handedSubmit = handover?.action === 'submit';
    if (handover) {
      handover.values = undefined;
      if (handedSubmit) handover.action = undefined;
    }
    if (Object.keys(typed).length > 0) form.setValues(typed as Partial<Values>);
    element.dataset.ready = '';
    // Pressed before the script had run (or in the small entry): sent now, in the next task, once
    // the form holds the values just taken in.
    if (window.beaconEarlySubmit === element || handedSubmit) {
      window.beaconEarlySubmit = undefined;
      setTimeout(() => element.requestSubmit());
    }
    // Once, on mount: from then on the inputs report each change themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
