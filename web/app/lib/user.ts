import { avatarOf, useStore } from '@marketlens/core/stores';
import { useStores } from './http';

/** The member's avatar URL (channelUserInfo.comments), or an empty string: the header then draws an icon. */
export function useAvatarUrl(): string {
  const { user } = useStores();
  return useStore(user, (s) => avatarOf(s) ?? '');
}
