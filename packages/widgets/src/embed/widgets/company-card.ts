import { CompanyCardElement } from '../../company-card/element.ts';
import { defineElement } from '../../elements/define-element.ts';
import { FollowButtonElement } from '../../follow-button/element.ts';
import { configureCompanyEmbed } from '../company-shared.ts';
import type { EmbedConfig } from '../embed-config.ts';

/** Chunk for `<dg-company-card>` and `<dg-follow-button>` (the card shows the follow button). */
export function register(config: EmbedConfig): void {
  configureCompanyEmbed(config);
  defineElement('dg-company-card', CompanyCardElement);
  defineElement('dg-follow-button', FollowButtonElement);
}
