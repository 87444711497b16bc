import { publicAddress } from '../files/addresses.ts';
import { signedFilePath } from '../files/signed-addresses.ts';
import { type MemberColumns, memberSummary, memberSummaryJson } from '../members/member-summary.ts';
import {
  type ChatCompany,
  type ChatMessage,
  type ChatParticipant,
  type ChatRoom,
  type ChatRoomType,
  PARTICIPANTS_SHOWN,
} from './schemas.ts';

/**
 * SQL of the chat answers (docs/performance.md, "Chat"): a room, its participants, its last message and the viewer's
 * unread count are built in JSON inside the statement that reads them, so a list or a detail is one statement.
 * `viewer` is an int SQL expression; `pm` is the alias of the participant row the room is seen from (the viewer's
 * own row, or the row of a company the viewer manages).
 */

const iso = (value: Date | string) => new Date(value).toISOString();

/** SQL: member `u` (a users alias) as MemberColumns JSON, the photo as `viewer` may see it. */
const memberJson = memberSummaryJson;

/** SQL: company `c` (a companies alias) as ChatCompany JSON. */
const companyJson = (c: string) => `json_build_object('id', ${c}.id, 'name', ${c}.name, 'slug', ${c}.slug, 'logo', ${c}.logo)`;

/** SQL: message `m` (a chat_messages alias) of the room whose uuid is `roomUuid`, as MessageColumns JSON; by primary keys. */
export function messageJson(m: string, roomUuid: string, viewer: string): string {
  return `json_build_object('id', ${m}.id, 'room_id', ${m}.room_id, 'room_uuid', ${roomUuid}, 'sequence', ${m}.sequence, 'text', ${m}.text,
    'file', (SELECT json_build_object('id', mf.id, 'name', mf.name, 'path', mf.path, 'mime_type', mf.mime_type, 'size', mf.size)
               FROM files mf WHERE mf.id = ${m}.file_id AND mf.deleted_at IS NULL),
    'sender', (SELECT ${memberJson('mu', viewer)} FROM users mu WHERE mu.id = ${m}.sender_id),
    'sender_company', (SELECT ${companyJson('mc')} FROM companies mc WHERE mc.id = ${m}.sender_company_id),
    'is_auto', ${m}.is_auto, 'created_at', ${m}.created_at)`;
}

/** SQL: participant `p` (a chat_room_members alias) as ParticipantColumns JSON. */
export function participantJson(p: string, viewer: string): string {
  return `json_build_object('user', (SELECT ${memberJson('pu', viewer)} FROM users pu WHERE pu.id = ${p}.user_id),
    'company', (SELECT ${companyJson('pc')} FROM companies pc WHERE pc.id = ${p}.company_id), 'role', ${p}.role)`;
}

/**
 * SQL: room `r` seen from participant row `pm`, as RoomColumns JSON. Participants: up to 5 (the viewer's row taken
 * first, answered last) by chat_room_members_user / _company (room_id first); the count by the same index; the last
 * message the viewer may see by chat_messages_room_sequence; other members' read pointers (at most 50) only when the
 * viewer's receipts are on and theirs too.
 */
export function roomJson(r: string, pm: string, viewer: string): string {
  return `json_build_object('id', ${r}.id, 'room_uuid', ${r}.room_uuid, 'room_type', ${r}.room_type, 'title', ${r}.title,
    'club_id', ${r}.club_id, 'company_id', ${r}.company_id,
    'participants', (SELECT coalesce(json_agg(pp.participant ORDER BY pp.mine, pp.joined_at, pp.id), '[]') FROM (
        SELECT ${participantJson('p', viewer)} AS participant, p.id = ${pm}.id AS mine, p.joined_at, p.id
          FROM chat_room_members p WHERE p.room_id = ${r}.id ORDER BY p.id = ${pm}.id DESC, p.joined_at, p.id LIMIT ${PARTICIPANTS_SHOWN}) pp),
    'participants_count', (SELECT count(*)::int FROM chat_room_members pn WHERE pn.room_id = ${r}.id),
    'last_sequence', ${r}.last_sequence,
    'unread', greatest(${r}.last_sequence - ${pm}.last_read_sequence, 0),
    'last_message', (SELECT ${messageJson('lm', `${r}.room_uuid`, viewer)} FROM chat_messages lm
        WHERE lm.room_id = ${r}.id AND lm.sequence > ${pm}.cleared_sequence ORDER BY lm.sequence DESC LIMIT 1),
    'is_archived', ${pm}.is_archived,
    'read_up_to', CASE WHEN (SELECT vu.chat_read_receipts FROM users vu WHERE vu.id = ${viewer}) THEN (
        SELECT coalesce(json_agg(json_build_object('userId', o.user_id, 'sequence', o.last_read_sequence)), '[]') FROM (
          SELECT o.user_id, o.last_read_sequence FROM chat_room_members o JOIN users ou ON ou.id = o.user_id
           WHERE o.room_id = ${r}.id AND o.id <> ${pm}.id AND ou.chat_read_receipts ORDER BY o.last_read_sequence DESC, o.id LIMIT 50) o)
      ELSE '[]' END,
    'created_at', ${r}.created_at, 'updated_at', ${r}.updated_at)`;
}

/**
 * SQL: the participant row `room` (an int expression) is seen from by `viewer`: the viewer's own row, else the row
 * of a company the viewer manages (company_managers primary key). A FROM item yielding at most one row.
 */
export function perspectiveSql(room: string, viewer: string, companyId?: string): string {
  const who = companyId
    ? `v.company_id = ${companyId} AND EXISTS (SELECT 1 FROM company_managers vm WHERE vm.company_id = v.company_id AND vm.user_id = ${viewer})`
    : `(v.user_id = ${viewer} OR (v.company_id IS NOT NULL AND EXISTS (SELECT 1 FROM company_managers vm WHERE vm.company_id = v.company_id AND vm.user_id = ${viewer})))`;
  return `(SELECT v.* FROM chat_room_members v WHERE v.room_id = ${room} AND ${who} ORDER BY v.user_id IS NULL, v.id LIMIT 1)`;
}

export interface CompanyColumns {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
}

export interface MessageColumns {
  id: number | string;
  room_id: number;
  room_uuid: string;
  sequence: number | string;
  text: string;
  file: { id: number; name: string; path: string; mime_type: string; size: number } | null;
  sender: MemberColumns | null;
  sender_company: CompanyColumns | null;
  is_auto: boolean;
  created_at: string;
}

export interface ParticipantColumns {
  user: MemberColumns | null;
  company: CompanyColumns | null;
  role: 'owner' | 'member';
}

export interface RoomColumns {
  id: number;
  room_uuid: string;
  room_type: ChatRoomType;
  title: string | null;
  club_id: number | null;
  company_id: number | null;
  participants: ParticipantColumns[];
  participants_count: number;
  last_sequence: number | string;
  unread: number | string;
  last_message: MessageColumns | null;
  is_archived: boolean;
  read_up_to: { userId: number; sequence: number | string }[];
  created_at: string;
  updated_at: string;
}

/** How answers address things: the request's base address, and for whom file addresses are signed (null: anyone). */
export interface Addressing {
  baseUrl: string;
  viewer: number | null;
}

function companyView(row: CompanyColumns, baseUrl: string): ChatCompany {
  return { id: row.id, name: row.name, slug: row.slug, logo: publicAddress(row.logo, baseUrl) };
}

export function messageView(row: MessageColumns, at: Addressing): ChatMessage {
  const file = row.file;
  return {
    id: Number(row.id),
    room_id: row.room_id,
    room_uuid: row.room_uuid,
    sequence: Number(row.sequence),
    text: row.text,
    file: file && {
      id: file.id,
      name: file.name,
      url: `${at.baseUrl}/api/azure/download?blobName=${encodeURIComponent(signedFilePath(file.path, at.viewer))}&returnAsBlob=false`,
      mimeType: file.mime_type,
      size: file.size,
    },
    sender: row.sender && memberSummary(row.sender, at.baseUrl),
    sender_company: row.sender_company && companyView(row.sender_company, at.baseUrl),
    is_auto: row.is_auto,
    created_at: iso(row.created_at),
  };
}

export function participantView(row: ParticipantColumns, baseUrl: string): ChatParticipant {
  return {
    user: row.user && memberSummary(row.user, baseUrl),
    company: row.company && companyView(row.company, baseUrl),
    role: row.role,
  };
}

export function roomView(row: RoomColumns, at: Addressing): ChatRoom {
  return {
    id: row.id,
    room_uuid: row.room_uuid,
    room_type: row.room_type,
    title: row.title,
    clubId: row.club_id,
    companyId: row.company_id,
    participants: row.participants.map((participant) => participantView(participant, at.baseUrl)),
    participantsCount: row.participants_count,
    lastSequence: Number(row.last_sequence),
    totalUnreadMessages: Number(row.unread),
    lastChatMessage: row.last_message && messageView(row.last_message, at),
    isArchived: row.is_archived,
    readUpTo: row.read_up_to.map((pointer) => ({ userId: pointer.userId, sequence: Number(pointer.sequence) })),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
