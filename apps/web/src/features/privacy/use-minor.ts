import { isMinor } from '@storyloom/domain';
import { useMe } from '@/lib/me';

/**
 * Whether the signed-in member is not an adult (issue 15: no location asked, visibility explained).
 * Until the session is known the answer is yes: the cautious reading hides a location field for a moment.
 */
export function useIsMinor(): boolean {
  const { data: me } = useMe();
  return me ? isMinor(me.user.ageBand) : true;
}
