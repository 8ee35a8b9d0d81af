/** localStorage / sessionStorage that never throws (blocked storage, private modes, quotas). */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export function safeStorage(pick: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick().setItem(key, value);
      } catch {
        /* storage unavailable: the choice lasts for this page only */
      }
    },
  };
}
