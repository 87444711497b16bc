import { DealCardElement } from '../../deal-card/element.ts';
import { defineElement } from '../../elements/define-element.ts';
import { configureDealEmbed } from '../deal-shared.ts';
import type { EmbedConfig } from '../embed-config.ts';

/** Chunk for `<dg-deal-card>`. */
export function register(config: EmbedConfig): void {
  configureDealEmbed(config);
  defineElement('dg-deal-card', DealCardElement);
}
