import { defineElement } from '../../elements/define-element.ts';
import { ProfileCardElement } from '../../profile-card/element.ts';
import type { EmbedConfig } from '../embed-config.ts';
import { configureEmbed } from '../runtime.ts';

/** Chunk for `<dg-profile-card>`. */
export function register(config: EmbedConfig): void {
  configureEmbed(config);
  defineElement('dg-profile-card', ProfileCardElement);
}
