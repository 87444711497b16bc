import { asElement } from '../../elements/as-element.tsx';
import { defineElement } from '../../elements/define-element.ts';
import { type MembershipPickerProps, MembershipPickerView } from '../../membership-picker/MembershipPicker.tsx';
import type { MembershipStrings } from '../../membership-picker/messages.ts';
import type { EmbedConfig } from '../embed-config.ts';
import { configureEmbed } from '../runtime.ts';

/** The strings of the page's language, given by the language chunk that loaded (one a page). */
const page: { strings?: MembershipStrings } = {};

function Picker(props: MembershipPickerProps) {
  return page.strings ? <MembershipPickerView {...props} strings={page.strings} /> : null;
}

/**
 * What `<dg-membership-picker>` adds to the embed's core, in the chunk its three language chunks share
 * (widgets/membership-picker-{en,fr,tr}.js, as `<dg-post>`): the picker's two reads (`packages`, `faq`) on the shared
 * transport, not the SDK's `memberships` resource, and no changes: on a partner page every action goes to the flagship's
 * membership page.
 */
export function registerMembershipPicker(strings: MembershipStrings): (config: EmbedConfig) => void {
  return (config) => {
    const { transport, client } = configureEmbed(config);
    client.memberships ??= {
      packages: (kind, query, options) =>
        transport.request({ method: 'GET', path: `/membership/packages/${kind}`, ...(query ? { query: { ...query } } : {}), ...options }),
      faq: (kind, options) => transport.request({ method: 'GET', path: `/membership/faq/${kind}`, ...options }),
    };
    page.strings ??= strings;
    defineElement('dg-membership-picker', asElement(Picker, { kind: 'string', company: 'number', currency: 'string' }));
  };
}
