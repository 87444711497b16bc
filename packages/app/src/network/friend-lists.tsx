import { Button } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../common/action-error.tsx';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { useLeadAction } from '../common/use-lead-action.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { useSession } from '../session/session.tsx';
import { MemberRow, memberName } from './member-row.tsx';
import type { Connection, FriendList } from './types.ts';

/** How many connections the "add to list" choice offers (the most one page holds). */
const CONNECTIONS_OFFERED = 100;

/** The member's friend lists: create, rename, delete, and add or remove connections. */
export function FriendListsPanel() {
  const { t } = useTranslation();
  const { client } = useSession();
  // Lists come paged; a member keeps a handful, which the first page holds.
  const lists = useLoaded('friend-lists', (signal) => client.network.friendLists({ signal }));
  const connections = useLoaded('friend-list-connections', (signal) =>
    client.network.myConnections({ page: 1, limit: CONNECTIONS_OFFERED }, { signal }),
  );
  const create = useLeadAction();
  const [name, setName] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await create.run(() => client.network.createFriendList({ name: name.trim() }));
    if (!done) return;
    lists.set((current) => ({ ...current, items: [...current.items, done.data], total: current.total + 1 }));
    setName('');
  }

  const replace = (list: FriendList) =>
    lists.set((current) => ({ ...current, items: current.items.map((item) => (item.id === list.id ? list : item)) }));
  const remove = (id: number) =>
    lists.set((current) => ({ ...current, items: current.items.filter((item) => item.id !== id), total: Math.max(0, current.total - 1) }));
  const offered = connections.state.status === 'ready' ? connections.state.data.items : [];

  return (
    <div className="friend-lists">
      <form className="friend-list-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="friend-list-new">{t('network.lists.newName')}</label>
          <input id="friend-list-new" name="name" required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <Button type="submit" variant="primary" disabled={!name.trim() || create.busy}>
          {t('network.lists.create')}
        </Button>
      </form>
      <ActionError message={create.error} />
      {lists.state.status === 'loading' && <Loading shape="rows" />}
      {/* A failed list shows empty (SPEC §8), with the reason. */}
      {lists.state.status === 'error' && (
        <>
          <LoadFailed error={lists.state.error} onRetry={lists.reload} />
          <p className="empty-state">{t('network.lists.empty')}</p>
        </>
      )}
      {lists.state.status === 'ready' &&
        (lists.state.data.items.length === 0 ? (
          <p className="empty-state">{t('network.lists.empty')}</p>
        ) : (
          lists.state.data.items.map((list) => (
            <FriendListCard key={list.id} list={list} connections={offered} onChange={replace} onDeleted={() => remove(list.id)} />
          ))
        ))}
    </div>
  );
}

function FriendListCard({
  list,
  connections,
  onChange,
  onDeleted,
}: {
  list: FriendList;
  connections: Connection[];
  onChange: (list: FriendList) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { client } = useSession();
  const action = useLeadAction();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [adding, setAdding] = useState('');
  const inList = new Set(list.members.map((member) => member.id));
  const addable = connections.filter((connection) => !inList.has(connection.member.id));
  const titleId = `friend-list-${list.id}-title`;

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await action.run(() => client.network.updateFriendList(list.id, { name: (renaming ?? '').trim() }));
    if (!done) return;
    onChange(done.data);
    setRenaming(null);
  }
  async function removeList() {
    if (!window.confirm(t('network.lists.confirmDelete', { name: list.name }))) return;
    if (await action.run(() => client.network.deleteFriendList(list.id))) onDeleted();
  }
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await action.run(() => client.network.addToFriendList(list.id, { user: { id: Number(adding) } }));
    if (!done) return;
    onChange(done.data);
    setAdding('');
  }
  async function removeMember(id: number) {
    const done = await action.run(() => client.network.removeFromFriendList(list.id, { user: { id } }));
    if (done) onChange(done.data);
  }

  return (
    <article className="friend-list" aria-labelledby={titleId} data-friend-list={list.id}>
      <header className="friend-list__header">
        <h3 id={titleId}>
          {list.name} <span className="friend-list__count">({t('network.lists.members', { count: list.members_total })})</span>
        </h3>
        {renaming === null && (
          <div className="row-actions">
            <Button type="button" variant="secondary" size="small" onClick={() => setRenaming(list.name)}>
              {t('network.lists.rename')}
            </Button>
            <Button type="button" variant="danger" size="small" disabled={action.busy} onClick={() => void removeList()}>
              {t('network.lists.delete')}
            </Button>
          </div>
        )}
      </header>
      {renaming !== null && (
        <form className="friend-list-form" onSubmit={rename} noValidate>
          <div className="field">
            <label htmlFor={`friend-list-${list.id}-name`}>{t('network.lists.name')}</label>
            <input
              id={`friend-list-${list.id}-name`}
              name="name"
              required
              maxLength={100}
              value={renaming}
              onChange={(event) => setRenaming(event.target.value)}
            />
          </div>
          <div className="row-actions">
            <Button type="submit" variant="primary" size="small" disabled={!renaming.trim() || action.busy}>
              {t('network.lists.save')}
            </Button>
            <Button type="button" variant="quiet" size="small" onClick={() => setRenaming(null)}>
              {t('network.lists.cancel')}
            </Button>
          </div>
        </form>
      )}
      <ActionError message={action.error} />
      {list.members.length === 0 ? (
        <p className="empty-state">{t('network.lists.noMembers')}</p>
      ) : (
        <ul className="member-rows" aria-label={t('network.lists.membersOf', { name: list.name })}>
          {list.members.map((member) => (
            <MemberRow key={member.id} member={member}>
              <Button
                type="button"
                variant="quiet"
                size="small"
                disabled={action.busy}
                aria-label={t('network.lists.removeMemberNamed', { name: memberName(member) })}
                onClick={() => void removeMember(member.id)}
              >
                {t('network.lists.removeMember')}
              </Button>
            </MemberRow>
          ))}
        </ul>
      )}
      {addable.length > 0 && (
        <form className="friend-list-form" onSubmit={add} noValidate>
          <div className="field">
            <label htmlFor={`friend-list-${list.id}-add`}>{t('network.lists.addLabel')}</label>
            <select id={`friend-list-${list.id}-add`} required value={adding} onChange={(event) => setAdding(event.target.value)}>
              <option value="">{t('network.lists.choose')}</option>
              {addable.map((connection) => (
                <option key={connection.member.id} value={connection.member.id}>
                  {memberName(connection.member)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" size="small" disabled={!adding || action.busy}>
            {t('network.lists.add')}
          </Button>
        </form>
      )}
    </article>
  );
}
