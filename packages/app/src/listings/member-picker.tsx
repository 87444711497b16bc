import type { DealgrowClient } from '@dealgrow/sdk';
import { Button } from '@dealgrow/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A member as a listing names them: a deal's or a company's manager, the member a lead refers. */
export interface ListingMember {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  profilePhotoUrl: string;
}

/** Finds a member by id or username through their public profile. */
export async function findMember(client: DealgrowClient, query: string): Promise<ListingMember | null> {
  const answer = await client.users.profile(query.trim());
  if (!answer.success) return null;
  const { id, username, firstName, lastName, profilePhotoUrl } = answer.data;
  return { id, username, firstName, lastName, profilePhotoUrl };
}

/** Picks members by id or username: managers of a deal, or the member a lead refers. */
export function MemberPicker({
  id,
  label,
  client,
  members,
  onChange,
  max,
  error,
  hint,
}: {
  id: string;
  label: string;
  client: DealgrowClient;
  members: ListingMember[];
  onChange: (members: ListingMember[]) => void;
  max?: number;
  error?: string | undefined;
  hint?: string;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const full = max !== undefined && members.length >= max;

  async function add() {
    if (!query.trim()) return;
    setLooking(true);
    const member = await findMember(client, query);
    setLooking(false);
    if (!member) return setMissing(query.trim());
    setMissing(null);
    setQuery('');
    if (!members.some((known) => known.id === member.id)) onChange([...members, member]);
  }

  const message = error ?? (missing ? t('deals.members.notFound', { query: missing }) : undefined);
  // Marked isvalid=no while a looked-up name is unknown, so the form waits for a real member (SPEC §5).
  return (
    <fieldset className={message ? 'field member-picker field--invalid' : 'field member-picker'} {...(missing ? { isvalid: 'no' } : {})}>
      <legend>{label}</legend>
      {members.length > 0 && (
        <ul className="member-chips">
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`.trim() || member.username;
            return (
              <li key={member.id} data-member={member.username}>
                <span>
                  {name} <span className="member-chips__username">@{member.username}</span>
                </span>
                <Button
                  type="button"
                  variant="quiet"
                  size="small"
                  aria-label={t('deals.members.remove', { name })}
                  onClick={() => onChange(members.filter((known) => known.id !== member.id))}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {!full && (
        <div className="member-picker__add">
          <label htmlFor={id} className="visually-hidden">
            {t('deals.members.label')}
          </label>
          <input
            id={id}
            value={query}
            placeholder={t('deals.members.label')}
            aria-invalid={message ? 'true' : undefined}
            aria-describedby={message ? `${id}-error` : hint ? `${id}-hint` : undefined}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => {
              setQuery(event.target.value);
              setMissing(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void add();
            }}
          />
          <Button type="button" variant="secondary" size="small" disabled={!query.trim() || looking} onClick={() => void add()}>
            {t('deals.members.add')}
          </Button>
        </div>
      )}
      {message ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
