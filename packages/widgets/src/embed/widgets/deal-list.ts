import { DealCardElement } from '../../deal-card/element.ts';
import { DealListElement } from '../../deal-list/element.ts';
import { defineElement } from '../../elements/define-element.ts';
import { configureDealEmbed } from '../deal-shared.ts';
import type { EmbedConfig } from '../embed-config.ts';

/** Chunk for `<dg-deal-list>`; it defines `<dg-deal-card>` too, as it already carries the card. */
export function register(config: EmbedConfig): void {
  configureDealEmbed(config);
  defineElement('dg-deal-list', DealListElement);
  defineElement('dg-deal-card', DealCardElement);
}
