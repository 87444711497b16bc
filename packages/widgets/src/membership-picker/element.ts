import { asElement } from '../elements/as-element.tsx';
import { MembershipPicker } from './MembershipPicker.tsx';

/** `<dg-membership-picker kind="personal|shop" company="id" currency="EUR">`, not registered; see define.ts. */
export const MembershipPickerElement = asElement(MembershipPicker, { kind: 'string', company: 'number', currency: 'string' });
