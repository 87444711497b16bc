import { memberName } from '../network/member-row.tsx';
import type { ChatMessage, ChatParticipant, ChatRoom } from './types.ts';

/** Whose side the screen shows a room from: the member, or a company inbox they manage (`companyId`). */
export interface Perspective {
  viewerId: number;
  companyId: number | null;
}

export interface RoomLook {
  /** The other member's (or company's) name for a private or company room, the title otherwise. */
  name: string | null;
  photo: string | null;
}

/** Whether a participant is the side the room is seen from. */
export function isMe(participant: ChatParticipant, me: Perspective): boolean {
  return me.companyId === null ? participant.user?.id === me.viewerId : participant.company?.id === me.companyId;
}

/** A private room shows the other member's name and photo, a company room the other side's; group and club rooms their title (SPEC §2). */
export function roomLook(room: ChatRoom, me: Perspective): RoomLook {
  if (room.room_type === 'private' || room.room_type === 'company' || !room.title) {
    const other = room.participants.find((participant) => !isMe(participant, me));
    if (other?.user) return { name: memberName(other.user), photo: other.user.profilePhotoUrl };
    if (other?.company) return { name: other.company.name, photo: other.company.logo };
    return { name: room.title, photo: null };
  }
  return { name: room.title, photo: null };
}

/** Whether a message was written by the side the room is seen from. */
export function isMine(message: ChatMessage, me: Perspective): boolean {
  return me.companyId === null
    ? message.sender?.id === me.viewerId && !message.sender_company
    : message.sender_company?.id === me.companyId;
}

/** Who wrote a message, as shown above it. */
export function senderName(message: ChatMessage): string | null {
  if (message.sender_company) return message.sender_company.name;
  return message.sender ? memberName(message.sender) : null;
}
