import { useEffect, useState } from 'react';
import type { WxtStorageItem } from 'wxt/utils/storage';

/** The value of a storage item, kept current when another page or the background changes it. */
export function useStorageItem<T>(item: WxtStorageItem<T, Record<string, unknown>>, read: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>();
  useEffect(() => {
    let live = true;
    void read().then((v) => live && setValue(v));
    const unwatch = item.watch(() => void read().then((v) => live && setValue(v)));
    return () => {
      live = false;
      unwatch();
    };
  }, [item, read]);
  return value;
}
