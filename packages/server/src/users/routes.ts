import type { App, ServerContext } from '../http/context.ts';
import { businessOfferRoutes } from './business-offers.ts';
import { educationRoutes } from './educations.ts';
import { experienceRoutes } from './experiences.ts';
import { memberProductRoutes } from './member-products.ts';
import { photoRoutes } from './photo.ts';
import { profileRoutes } from './profile.ts';
import { recommendationRoutes } from './recommendations.ts';
import { skillAndInterestRoutes } from './skills-interests.ts';
import { updateMeRoutes } from './update-me.ts';
import { visitRoutes } from './visits.ts';

/** Members' profiles (docs/network.md, "Profile (/users)"): the card and whole profile, its sections, photo and visits. */
export function userRoutes(app: App, context: ServerContext): void {
  profileRoutes(app, context);
  updateMeRoutes(app, context);
  photoRoutes(app, context);
  experienceRoutes(app, context);
  educationRoutes(app, context);
  skillAndInterestRoutes(app, context);
  businessOfferRoutes(app, context);
  recommendationRoutes(app, context);
  visitRoutes(app, context);
  memberProductRoutes(app, context);
}
