import { PROFILE_CLICK_EVENT, ProfileCard, type ProfileClickDetail } from '@dealgrow/widgets';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';

/** The member's own public card, as partner sites show it (the widget), opening the profile in this tab. */
export function OwnProfileCard({ username }: { username: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { localize } = useLocalize();

  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    // The widget opens the profile in a new tab, right for partner pages; inside the app the router takes it.
    const openHere = (event: Event) => {
      event.preventDefault();
      const { username: target } = (event as CustomEvent<ProfileClickDetail>).detail;
      navigate(localize(`/${encodeURIComponent(target)}`));
    };
    node.addEventListener(PROFILE_CLICK_EVENT, openHere);
    return () => node.removeEventListener(PROFILE_CLICK_EVENT, openHere);
  }, [navigate, localize]);

  return (
    <div ref={holder} className="own-profile-card">
      <ProfileCard user={username} />
    </div>
  );
}
