import type { ResponseData } from '@dealgrow/sdk';

/** A whole profile: the card, its counts and the viewer's friendship, and every section (docs/network.md). */
export type ProfileInfo = ResponseData<'userProfileInfo'>;
export type Experience = ProfileInfo['experiences'][number];
export type Education = ProfileInfo['educations'][number];
export type BusinessOffer = ProfileInfo['businessOffers'][number];
export type Recommendation = ProfileInfo['recommendations'][number];
/** What the owner reads of their own profile besides the public part (photo visibility…). */
export type OwnProfileInformation = ResponseData<'profileInformation'>;
export type PhotoVisibility = OwnProfileInformation['profilePictureVisibility'];

/** How a section of the profile page changes the profile it shows, in place (the loaded profile's `set`). */
export type ProfileChange = (change: (profile: ProfileInfo) => ProfileInfo) => void;
