import { Button } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session.tsx';
import type { MemberCard } from './types.ts';

/** Picks members among one's connections (client.network.searchFriends): who sees a post shown to specific people. */
export function ConnectionsPicker({
  id,
  members,
  onChange,
  error,
}: {
  id: string;
  members: MemberCard[];
  onChange: (members: MemberCard[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<MemberCard[] | null>(null);

  async function search(event?: FormEvent) {
    event?.preventDefault();
    if (keyword.trim() === '') return;
    const answer = await client.network.searchFriends({ keyword: keyword.trim() });
    setFound(answer.success ? answer.data : []);
  }

  const name = (member: MemberCard) => `${member.firstName} ${member.lastName}`.trim() || member.username;
  return (
    <fieldset className={error ? 'field connections-picker field--invalid' : 'field connections-picker'}>
      <legend>{t('posts.composer.people')}</legend>
      {members.length > 0 && (
        <ul className="member-chips">
          {members.map((member) => (
            <li key={member.id} data-member={member.username}>
              <span>{name(member)}</span>
              <Button
                type="button"
                variant="quiet"
                size="small"
                aria-label={t('posts.composer.removePerson', { name: name(member) })}
                onClick={() => onChange(members.filter((known) => known.id !== member.id))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="connections-picker__search">
        <label htmlFor={id}>{t('posts.composer.findPeople')}</label>
        <input
          id={id}
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void search(event);
          }}
        />
        <Button type="button" variant="secondary" size="small" onClick={() => void search()}>
          {t('posts.composer.search')}
        </Button>
      </div>
      {found !== null &&
        (found.length === 0 ? (
          <p className="field-hint">{t('posts.composer.nobodyFound')}</p>
        ) : (
          <ul className="connections-picker__found">
            {found
              .filter((member) => !members.some((known) => known.id === member.id))
              .map((member) => (
                <li key={member.id}>
                  <Button type="button" variant="quiet" size="small" onClick={() => onChange([...members, member])}>
                    {t('posts.composer.addPerson', { name: name(member) })}
                  </Button>
                </li>
              ))}
          </ul>
        ))}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
