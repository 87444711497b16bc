import { asElement } from '../elements/as-element.tsx';
import { PostCard } from './PostCard.tsx';

/** `<dg-post post="ID">`, not registered; see define.ts. */
export const PostElement = asElement(PostCard, { post: 'string' });
