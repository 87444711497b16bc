import { asElement } from '../elements/as-element.tsx';
import { FollowButton } from './FollowButton.tsx';

/** `<dg-follow-button company="ID-or-slug">`, not registered; see define.ts. */
export const FollowButtonElement = asElement(FollowButton, { company: 'string' });
