import { ConnectButtonElement } from '../../connect-button/element.ts';
import { defineElement } from '../../elements/define-element.ts';
import { ProfileCardElement } from '../../profile-card/element.ts';
import { configureConnectEmbed } from '../connect-shared.ts';
import type { EmbedConfig } from '../embed-config.ts';

/** Chunk for `<dg-profile-card>` and `<dg-connect-button>` (the card shows the connect button). */
export function register(config: EmbedConfig): void {
  configureConnectEmbed(config);
  defineElement('dg-profile-card', ProfileCardElement);
  defineElement('dg-connect-button', ConnectButtonElement);
}
