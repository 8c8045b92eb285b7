import { focusManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** Whether the page is visible, as the query client's polling sees it (polling pauses while hidden). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => focusManager.subscribe(onChange),
    () => focusManager.isFocused(),
    () => true,
  );
}
