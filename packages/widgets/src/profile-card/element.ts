import { asElement } from '../elements/as-element.tsx';
import { ProfileCard } from './ProfileCard.tsx';

/** `<dg-profile-card user="ID-or-username">`, not registered; see define.ts. */
export const ProfileCardElement = asElement(ProfileCard, { user: 'string' });
