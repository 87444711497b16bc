import { publicAddress } from '../files/addresses.ts';
import { directoryStatement } from './companies.ts';
import { type SearchKind, searchKind } from './kind.ts';
import { excerpt } from './marks.ts';
import type { SearchHit } from './schemas.ts';

/**
 * Clubs in `GET /search` (docs/search.md "Companies and clubs"): every club, as GET /clubs lists them (a closed club is
 * listed and found: only joining it takes a request), by name and description. A club the viewer belongs to is `member`.
 */

interface ClubRow {
  id: number;
  name: string;
  logo: string | null;
  description: string | null;
  created_at: string;
  closeness: SearchHit['closeness'];
}

export const clubSearch: SearchKind = searchKind('clubs', (terms, viewer, window, baseUrl) =>
  directoryStatement<ClubRow>(
    {
      table: 'clubs',
      listed: 'true',
      near: 'SELECT cm.club_id FROM club_members cm WHERE cm.user_id = $3::int',
      nearness: 'member',
      json: `json_build_object('id', d.id, 'name', d.name, 'logo', d.logo, 'description', d.description, 'created_at', d.created_at,
        'closeness', p.closeness)`,
    },
    terms,
    viewer,
    window,
    (row) => ({
      type: 'clubs',
      id: row.id,
      title: row.name,
      subtitle: null,
      text: excerpt(row.description, terms.words),
      imageUrl: publicAddress(row.logo, baseUrl),
      path: `/clubs/${row.id}`,
      createdAt: new Date(row.created_at).toISOString(),
      closeness: row.closeness,
      price: null,
    }),
  ),
);
