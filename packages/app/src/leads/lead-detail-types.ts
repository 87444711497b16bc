import type { LeadDetails } from '@dealgrow/sdk';

/** What a section of the lead page gets: the lead, and a way to read it again after a change. */
export interface LeadSectionProps {
  lead: LeadDetails;
  onChanged(): Promise<void>;
}
